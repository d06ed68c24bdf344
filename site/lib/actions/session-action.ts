import 'server-only';
import { revalidatePath } from 'next/cache';
import { parseForm, type FieldErrors, type FormAnswer } from '@cep/domain';
import type { z } from 'zod';
import type { AnswerOf, AnyContract, RefusalBody } from '@cep/domain/contracts';
import { call, type Answered, type CallInput } from '@/lib/cms/call';
import { readTokens } from '@/lib/session/cookies';

/** No session cookie: the browser's page is stale (logged out elsewhere); nothing is sent to the cms. */
export const NOT_LOGGED_IN = { code: 401 } as const;

export type Refusal = typeof NOT_LOGGED_IN | { code: 400; errors: FieldErrors };

type Options = {
  /** The page that shows what the call changes: re-rendered once the cms has answered, whatever it answered. */
  revalidate?: string;
};

type ParsedOptions<T> = Options & {
  /** The shared schema the cms also checks with: a refusal here is the same field-error map, without the round trip. */
  schema: z.ZodType<T>;
  input: unknown;
};

/**
 * Every server action that needs a session: the session's access token (or 401), then the input checked with
 * the shared zod schema (or 400 and the field → message map of spec 01 §7), then the cms call through
 * `lib/cms`, whose answer is returned as it is. The cms checks the session, the ownership and the input again.
 */
export function withSession<T, A extends FormAnswer>(
  options: ParsedOptions<T>,
  call: (jwt: string, data: T) => Promise<A>,
): Promise<A | Refusal>;
export function withSession<A extends FormAnswer>(options: Options, call: (jwt: string) => Promise<A>): Promise<A | Refusal>;
export async function withSession<T, A extends FormAnswer>(
  options: Options & Partial<ParsedOptions<T>>,
  call: (jwt: string, data?: T) => Promise<A>,
): Promise<A | Refusal> {
  const tokens = await readTokens();
  if (!tokens) return NOT_LOGGED_IN;
  let data: T | undefined;
  if (options.schema) {
    const parsed = parseForm(options.schema, options.input);
    if (!parsed.ok) return { code: 400, errors: parsed.errors };
    data = parsed.data;
  }
  const answer = await call(tokens.jwt, data);
  if (options.revalidate) revalidatePath(options.revalidate);
  return answer;
}

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
