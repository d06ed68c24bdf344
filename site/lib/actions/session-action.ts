import 'server-only';
import { revalidatePath } from 'next/cache';
import type { AnswerOf, AnyContract, RefusalBody } from '@cep/domain/contracts';
import { call, type Answered, type CallInput } from '@/lib/cms/call';
import { readTokens } from '@/lib/session/cookies';

/** No session cookie: the browser's page is stale (logged out elsewhere); nothing is sent to the cms. */
export const NOT_LOGGED_IN = { code: 401 } as const;

type Options = {
  /** The page that shows what the call changes: re-rendered once the cms has answered, whatever it answered. */
  revalidate?: string;
};

/**
 * A cms route called through its contract in the session's name (401 without a session, nothing sent); the page
 * named by `revalidate` is re-rendered once the cms has answered, whatever it answered.
 */
export async function callInSession<C extends AnyContract>(
  contract: C,
  input: Omit<CallInput<C>, 'jwt'>,
  options: Options = {},
): Promise<Answered<AnswerOf<C>>> {
  const tokens = await readTokens();
  if (!tokens) return { ok: false, status: 401, refusal: NOT_LOGGED_IN };
  const answered = await call(contract, { ...input, jwt: tokens.jwt } as CallInput<C>);
  if (options.revalidate) revalidatePath(options.revalidate);
  return answered;
}

/** An answer, or its refusal in the one envelope: what client components read of a server action (`code` first). */
export const answerOf = <Answer>(answered: Answered<Answer>): Answer | RefusalBody => (answered.ok ? answered.answer : answered.refusal);
