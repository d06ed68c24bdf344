import 'server-only';
import { messages, parseForm } from '@cep/domain';
import {
  fillPath,
  pathParameters,
  type AnswerOf,
  type AnyContract,
  type BodyOf,
  type ParamsOf,
  type QueryOf,
  type RefusalBody,
} from '@cep/domain/contracts';
import type { PublicCacheTag } from '@cep/domain';
import { cmsGetCached, CmsError, reach, url, type Query } from './client';

type ParamsInput<C> = [keyof ParamsOf<C>] extends [never] ? { params?: undefined } : { params: ParamsOf<C> };
type BodyInput<C> = [BodyOf<C>] extends [undefined] ? { body?: undefined } : { body: BodyOf<C> | FormData };

/** What a call sends: the route's params, query and body as its contract types them, and whose session it runs in. */
export type CallInput<C extends AnyContract> = ParamsInput<C> &
  BodyInput<C> & {
    query?: Partial<QueryOf<C>>;
    /** The session's access token; none for a public route. */
    jwt?: string;
    headers?: Record<string, string>;
  };

/** The route's answer, or its refusal in the one envelope (a 401 for a session the cms no longer knows). */
export type Answered<Answer> = { ok: true; status: 200; answer: Answer } | { ok: false; status: number; refusal: RefusalBody };

const refused = (code: number, rest: Omit<RefusalBody, 'code'> = {}) => ({ ok: false as const, status: code, refusal: { code, ...rest } });

/** The text fields of a multipart form, which the contract's body schema checks (the files are the cms's to check). */
function fieldsOf(form: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  form.forEach((value, name) => {
    if (typeof value === 'string') fields[name] = value;
  });
  return fields;
}

function queryOf(query: Record<string, unknown> | undefined): Query {
  const out: Query = {};
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined && value !== null) out[key] = String(value);
  return out;
}

/**
 * Calls a cms route through its contract (issue #39): the params, query and body are checked with the schemas the
 * cms runs — a path that does not fit is not found, a body the schema refuses comes back with the field map, with no
 * round trip — then sent with the session's token. A 5xx the contract does not name readable throws a CmsError
 * (the page's error boundary, a 503 when the cms is down).
 */
export async function call<C extends AnyContract>(contract: C, input: CallInput<C>): Promise<Answered<AnswerOf<C>>> {
  const params = contract.params.safeParse(input.params ?? {});
  if (!params.success) return refused(404);
  const query = contract.query.safeParse(queryOf(input.query));
  if (!query.success) return refused(400, { message: messages.requeteIllisible });
  const form = input.body instanceof FormData ? input.body : null;
  const body = parseForm(contract.body, form ? fieldsOf(form) : (input.body ?? {}));
  if (!body.ok) return refused(400, { errors: body.errors });

  const path = fillPath(contract.path, pathParameters(contract.path).length ? (input.params as Record<string, unknown>) : {});
  const headers: Record<string, string> = { Accept: 'application/json', ...input.headers };
  if (input.jwt) headers.Authorization = `Bearer ${input.jwt}`;
  if (!form && input.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await reach(url(path, queryOf(input.query)), {
    method: contract.method,
    cache: 'no-store',
    headers,
    body: form ?? (input.body === undefined ? undefined : JSON.stringify(input.body)),
  });
  if (response.status >= 500 && !contract.readable.includes(response.status))
    throw new CmsError(`${contract.method} ${contract.path} → ${response.status}`, response.status);
  const text = await response.text();
  const parsed: unknown = text ? JSON.parse(text) : {};
  if (response.ok) return { ok: true, status: 200, answer: parsed as AnswerOf<C> };
  return { ok: false, status: response.status, refusal: { ...(parsed as RefusalBody), code: response.status } };
}

/** A page's read: the answer, `null` when not found (the page's `notFound()`), a CmsError for anything else. */
export async function read<C extends AnyContract>(contract: C, input: CallInput<C>): Promise<AnswerOf<C> | null> {
  const answered = await call(contract, input);
  if (answered.ok) return answered.answer;
  if (answered.status === 404) return null;
  throw new CmsError(`${contract.method} ${contract.path} → ${answered.status}`, answered.status);
}

/**
 * A public read the site keeps (`cmsGetCached`: the same for every visitor, dropped when the cms reports a change to
 * one of `tags`): the contract's path and query, checked by its schemas first (a path that cannot be one is not asked
 * for: `null`, as a 404).
 */
export async function readKept<C extends AnyContract>(
  tags: readonly PublicCacheTag[],
  contract: C,
  input: { params?: ParamsOf<C>; query?: Partial<QueryOf<C>> },
): Promise<AnswerOf<C> | null> {
  const params = contract.params.safeParse(input.params ?? {});
  const query = contract.query.safeParse(queryOf(input.query));
  if (!params.success || !query.success) return null;
  const path = fillPath(contract.path, pathParameters(contract.path).length ? (input.params as Record<string, unknown>) : {});
  return cmsGetCached<AnswerOf<C>>(tags, path, queryOf(input.query));
}
