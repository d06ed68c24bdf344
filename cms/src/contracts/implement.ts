import type { Context } from 'koa';
import { messages, parseForm } from '@cep/domain';
import type { AccessOf, AnswerOf, AnyContract, BodyOf, FileAnswer, ParamsOf, QueryOf } from '@cep/domain/contracts';
import { membershipIn } from '../membership/route-config';
import type { Membership } from '../membership/current-membership';
import { uploadIn, type Upload } from '../private-files/uploads';
import { callerOf, type Caller } from './caller';
import { Refusal, refuse, writeRefusal } from './refusal';

/** What a file route's handler returns once it has written the file itself (`sendPrivateFile`). */
export const SENT = Symbol('sent');

/** What a handler is given: its input parsed by the contract's schemas, who calls, and Koa's context for headers. */
export interface HandlerInput<C extends AnyContract> {
  params: ParamsOf<C>;
  query: QueryOf<C>;
  body: BodyOf<C>;
  files: Record<C['files'][number], Upload | null>;
  caller: AccessOf<C> extends { public: true } ? null : Caller;
  membership: AccessOf<C> extends { member: object } ? Membership : null;
  ctx: Context;
}

type Outcome<C extends AnyContract> = AnswerOf<C> extends FileAnswer ? typeof SENT | Refusal : AnswerOf<C> | Refusal;

/**
 * A handler of a route on one of the caller's records: `find` looks it up from the path (and the caller) before the body
 * is read, so another account's record is not found (404) whatever the form holds; `handle` then gets it with the
 * parsed body. Made with `owned()`.
 */
export interface OwnedHandler<C extends AnyContract> {
  readonly find: (input: Omit<HandlerInput<C>, 'body'>) => Promise<unknown>;
  readonly handle: (input: HandlerInput<C>, record: unknown) => Promise<Outcome<C>>;
  /** What the 404 says when the record is not the caller's (« Article introuvable »); none: a bare 404. */
  readonly notFound?: string;
}

export type Handler<C extends AnyContract> = ((input: HandlerInput<C>) => Promise<Outcome<C>>) | OwnedHandler<C>;
export type Handlers<Routes extends Record<string, AnyContract>> = { [K in keyof Routes]: Handler<Routes[K]> };

/** A handler that finds the caller's record before reading the body (see `OwnedHandler`); `null` is not found. */
export function owned<C extends AnyContract, R>(
  find: (input: Omit<HandlerInput<C>, 'body'>) => Promise<R | null>,
  handle: (input: HandlerInput<C>, record: R) => Promise<Outcome<C>>,
  notFound?: string,
): OwnedHandler<C> {
  // The record's type is the pair's own business: `run` hands back exactly what `find` found.
  return { find, handle: (input, record) => handle(input, record as R), notFound };
}

/** What the adapter hands every handler: typed by the contract where the handler is written. */
interface RawInput {
  params: unknown;
  query: unknown;
  body: unknown;
  files: Record<string, Upload | null>;
  caller: Caller | null;
  membership: Membership | null;
  ctx: Context;
}
type AnyHandler =
  | ((input: RawInput) => Promise<unknown>)
  | { find: (input: RawInput) => Promise<unknown>; handle: (input: RawInput, record: unknown) => Promise<unknown>; notFound?: string };

async function run(contract: AnyContract, handler: AnyHandler, ctx: Context) {
  // A path that does not fit its pattern names nothing: not found, as an unknown id is.
  const params = contract.params.safeParse(ctx.params ?? {});
  if (!params.success) return writeRefusal(ctx, refuse.notFound());
  const query = contract.query.safeParse(ctx.query ?? {});
  if (!query.success) return writeRefusal(ctx, refuse.badRequest(messages.requeteIllisible));
  const input: RawInput = {
    params: params.data,
    query: query.data,
    body: undefined,
    files: {},
    caller: 'public' in contract.access ? null : callerOf(ctx),
    membership: 'member' in contract.access ? membershipIn(ctx) : null,
    ctx,
  };
  const record = typeof handler === 'function' ? undefined : await handler.find(input);
  if (record === null) return writeRefusal(ctx, refuse.notFound(typeof handler === 'function' ? undefined : handler.notFound));
  const body = parseForm(contract.body, ctx.request.body ?? {});
  if (!body.ok) return writeRefusal(ctx, refuse.invalid(body.errors));
  input.body = body.data;
  for (const name of contract.files) input.files[name] = await uploadIn(ctx, name);
  const outcome = typeof handler === 'function' ? await handler(input) : await handler.handle(input, record);
  if (outcome === SENT) return;
  if (outcome instanceof Refusal) return writeRefusal(ctx, outcome);
  ctx.body = outcome;
}

/**
 * A feature's controller, built from its contracts: each action parses its input with the contract's schemas
 * (a path that does not fit: 404; a query: 400; the caller's record, for an `owned` handler: 404; a body: 400 with
 * the field map) before its handler runs, and writes what the handler returns — the answer, or a refusal in the one
 * envelope.
 */
export function implement<Routes extends Record<string, AnyContract>>(routes: Routes, handlers: Handlers<Routes>) {
  const actions: Record<string, (ctx: Context) => Promise<void>> = {};
  for (const name of Object.keys(routes)) {
    const contract = routes[name]!;
    const handler = handlers[name] as unknown as AnyHandler;
    actions[name] = (ctx) => run(contract, handler, ctx);
  }
  return actions;
}
