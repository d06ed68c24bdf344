import 'server-only';
import type { MessagingSide } from '@cep/domain';
import { messagingSides } from '@cep/domain/contracts';

const CMS_URL = process.env.CMS_URL ?? 'http://127.0.0.1:1337';

/** The caller's live stream (server-sent events), opened for the site's relay: a stream, not an answer to read whole. */
export function openMessagingStream(jwt: string, side: MessagingSide, signal: AbortSignal): Promise<Response> {
  return fetch(new URL(`/api${messagingSides[side].stream.path}`, CMS_URL), {
    cache: 'no-store',
    headers: { Authorization: `Bearer ${jwt}`, Accept: 'text/event-stream' },
    signal,
  });
}
