import 'server-only';
import { blogRoutes } from '@cep/domain/contracts';
import { call, read } from '@/lib/cms/call';
import { readTokens } from '@/lib/session/cookies';

type Context = { params: Promise<{ segment: string }> };

const json = (body: unknown, status = 200) => Response.json(body, { status, headers: { 'Cache-Control': 'private, no-store' } });

/**
 * `/blog/{id}/like` and `/blog/{id}/dislike` (spec 02 §7, POST since they change data): the caller's session
 * goes to the cms, whose `code` and `html` come back ('non connecte' for a visitor). GET on `like` reads the
 * state without changing it, so the article page's shell is the same for everyone.
 */
export function likeRoute(liked: boolean) {
  return async (_request: Request, { params }: Context): Promise<Response> => {
    const { segment } = await params;
    const tokens = await readTokens();
    const answered = await call(liked ? blogRoutes.like : blogRoutes.dislike, { params: { id: segment }, jwt: tokens?.jwt }).catch(
      () => null,
    );
    if (!answered) return json({ code: 500 }, 502);
    return json(answered.ok ? answered.answer : answered.refusal, answered.status === 404 ? 404 : 200);
  };
}

export async function likeState(_request: Request, { params }: Context): Promise<Response> {
  const { segment } = await params;
  const tokens = await readTokens();
  const answer = await read(blogRoutes.likeState, { params: { id: segment }, jwt: tokens?.jwt }).catch(() => undefined);
  if (answer === undefined) return json({ code: 500 }, 502);
  return answer ? json(answer) : json({ code: 404 }, 404);
}
