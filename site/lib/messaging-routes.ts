import 'server-only';
import { conversationFilter, type MessagingSide } from '@cep/domain';
import { messagingSides } from '@cep/domain/contracts';
import { openMessagingStream } from '@/lib/cms';
import { read } from '@/lib/cms/call';
import { readTokens } from '@/lib/session/cookies';

/**
 * The site's route handlers behind a messaging page's live updates: the browser calls these (never the cms),
 * each with the visitor's session; the cms checks who asks. Every answer is private and never cached.
 */
const PRIVATE = { 'Cache-Control': 'private, no-store' };

const json = (body: unknown, status = 200) => Response.json(body, { status, headers: PRIVATE });

/**
 * GET /{side}/messagerie/flux — the cms's server-sent events, relayed as they come (ids only). When the browser
 * goes away (a navigation, a closed tab) the relay's body is cancelled and the cms stream is closed with it:
 * nothing stays open for a visitor who left.
 */
export function streamRoute(side: MessagingSide) {
  return async function GET(request: Request): Promise<Response> {
    const tokens = await readTokens();
    if (!tokens) return new Response(null, { status: 401, headers: PRIVATE });
    const upstreamAbort = new AbortController();
    request.signal.addEventListener('abort', () => upstreamAbort.abort());
    const upstream = await openMessagingStream(tokens.jwt, side, upstreamAbort.signal).catch(() => null);
    if (!upstream?.ok || !upstream.body)
      return new Response(null, { status: upstream && [403, 429].includes(upstream.status) ? upstream.status : 502, headers: PRIVATE });
    const reader = upstream.body.getReader();
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        const chunk = await reader.read().catch(() => ({ done: true as const, value: undefined }));
        if (chunk.done) controller.close();
        else controller.enqueue(chunk.value);
      },
      cancel() {
        upstreamAbort.abort();
      },
    });
    return new Response(body, {
      headers: {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-cache, no-transform',
        'X-Accel-Buffering': 'no',
      },
    });
  };
}

/** POST /{side}/messagerie/nonlu — the header's count (spec 02 §7: `nb`). */
export function unreadRoute(side: MessagingSide) {
  return async function POST(): Promise<Response> {
    const tokens = await readTokens();
    if (!tokens) return json({ code: 401 }, 401);
    return json({ code: 200, nb: (await read(messagingSides[side].unread, { jwt: tokens.jwt }))?.nb ?? 0 });
  };
}

/** GET /{side}/messagerie/liste/conversation?filtre= — the list, read again after an event. */
export function listRoute(side: MessagingSide) {
  return async function GET(request: Request): Promise<Response> {
    const tokens = await readTokens();
    if (!tokens) return json({ code: 401 }, 401);
    const filtre = conversationFilter(new URL(request.url).searchParams.get('filtre'));
    return json(
      (await read(messagingSides[side].list, { query: { filtre: filtre ?? undefined }, jwt: tokens.jwt })) ?? {
        code: 200,
        conversations: [],
      },
    );
  };
}

/** GET /{side}/messagerie/{token}/listeMessages — the conversation, read again after an event. */
export function messagesRoute(side: MessagingSide) {
  return async function GET(_request: Request, { params }: { params: Promise<{ token: string }> }): Promise<Response> {
    const { token } = await params;
    const tokens = await readTokens();
    if (!tokens) return json({ code: 401 }, 401);
    const found = await read(messagingSides[side].messages, { params: { token }, jwt: tokens.jwt });
    return found ? json(found) : json({ code: 404 }, 404);
  };
}
