import { z } from '../zod';
import type { FieldErrors } from '../field-errors';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Cep's users-permissions roles: the stable `type` each role has in the cms. */
export type Role = 'candidat' | 'recruteur' | 'ecole' | 'moderateur' | 'editeur';

/**
 * The account-member policy's vocabulary (cms/src/policies/account-member.ts): `type` limits a route to company or
 * school accounts, `role` to the account's owner, `confirmed` to a confirmed address, `subscribed` to an account whose
 * subscription runs.
 */
export interface MemberRule {
  type?: 'entreprise' | 'ecole';
  role?: 'proprietaire';
  confirmed?: boolean;
  subscribed?: boolean;
}

/**
 * Who may call a route. `public`: anyone, signed in or not. `roles`: a signed-in user of one of these roles (their
 * grants are made from this). `member`: a signed-in member of an account, as the policy above says; the roles follow
 * from the account's type (a company's recruiters, a school's users, or both). `staff`: Cep's team (moderators,
 * editors) as far as `STAFF_ACCESS` lets their role read or write the backoffice resource the path names.
 */
export type Access = { public: true } | { roles: readonly Role[] } | { member: MemberRule } | { staff: 'read' | 'write' };

/**
 * A route that sends e-mail or writes for visitors is throttled by the cms's rule of that name (per address, and per
 * account where `field` names the body's field that says which: cms/src/middlewares/auth-throttle.ts).
 */
export interface Throttle {
  rule: 'login' | 'forgot-password' | 'signup' | 'contact' | 'utm' | 'address-check';
  field?: string;
}

/** The one envelope of every refusal (spec 01 §7): the status again as `code`, a French message or the field map. */
export interface RefusalBody {
  code: number;
  message?: string;
  errors?: FieldErrors;
  /**
   * A few refusals say more: where to go instead (`url`), the profile test (`profil: false`), the record that stands
   * in the way (`id`: the alert already saved, the course refused publication), the account's CV
   * credits (`acces: false` and `credits` on the library's 403, `credit` on a purchase refused).
   */
  url?: string;
  profil?: false;
  id?: string;
  acces?: false;
  credits?: number | null;
  credit?: number | null;
}

/** A route that writes its answer itself — a file (a PDF, a CV) or a live stream — rather than JSON. */
export interface FileAnswer {
  readonly file: true;
}

declare const answerType: unique symbol;

// Stand-ins for what a route does not read: anything passes, nothing is kept.
const noParams = z.object({});
const noQuery = z.object({});
const noBody = z.unknown().transform(() => undefined);

/**
 * One route, defined once: what the cms registers and checks, what the site calls, what the access matrix and the
 * OpenAPI document read. Params, query and body are zod schemas run on both sides; the answer is a type only.
 */
export interface RouteContract<
  Params extends Record<string, unknown> = Record<string, unknown>,
  Query extends Record<string, unknown> = Record<string, unknown>,
  Body = unknown,
  Answer = unknown,
  A extends Access = Access,
  Files extends string = string,
> {
  method: HttpMethod;
  /** Koa's path as the spec names it (`/offres/:id/postuler`); a parameter may carry its pattern (`:file(cv|lettre)`). */
  path: string;
  summary: string;
  access: A;
  params: z.ZodType<Params>;
  query: z.ZodType<Query>;
  body: z.ZodType<Body>;
  /** Multipart file fields the route reads (the body's schema checks the other fields); its handler gets each by name. */
  files: readonly Files[];
  /** The refusals the route may give besides those of its access (401, 403). */
  refusals: readonly number[];
  /** Server errors whose French message the caller shows (a payment service down: 502, 503). */
  readable: readonly number[];
  throttle?: Throttle;
  readonly [answerType]?: Answer;
}

/** A contract of any shape, for what reads them all (the cms's registration, the access matrix, OpenAPI). */
export type AnyContract = RouteContract<Record<string, unknown>, Record<string, unknown>, unknown, unknown, Access>;

export type ParamsOf<C> = C extends RouteContract<infer P, Record<string, unknown>, unknown, unknown, Access> ? P : never;
export type QueryOf<C> = C extends RouteContract<Record<string, unknown>, infer Q, unknown, unknown, Access> ? Q : never;
export type BodyOf<C> = C extends RouteContract<Record<string, unknown>, Record<string, unknown>, infer B, unknown, Access> ? B : never;
export type AnswerOf<C> = C extends { readonly [answerType]?: infer A } ? Exclude<A, undefined> : never;
export type AccessOf<C> = C extends { access: infer A } ? A : never;

interface RouteInput<
  Params extends Record<string, unknown>,
  Query extends Record<string, unknown>,
  Body,
  A extends Access,
  Files extends string,
> {
  method: HttpMethod;
  path: string;
  summary: string;
  access: A;
  params?: z.ZodType<Params>;
  query?: z.ZodType<Query>;
  body?: z.ZodType<Body>;
  files?: readonly Files[];
  refusals?: readonly number[];
  readable?: readonly number[];
  throttle?: Throttle;
}

/**
 * A route's contract. The answer's type is named as the builder's first type argument's stand-in:
 * `route<PurchaseQuote>()({ … })`, the rest is inferred from the schemas.
 */
export const route =
  <Answer>() =>
  <
    Params extends Record<string, unknown> = Record<never, never>,
    Query extends Record<string, unknown> = Record<never, never>,
    Body = undefined,
    A extends Access = Access,
    const Files extends string = never,
  >(
    input: RouteInput<Params, Query, Body, A, Files>,
  ): RouteContract<Params, Query, Body, Answer, A, Files> => ({
    ...input,
    params: input.params ?? (noParams as unknown as z.ZodType<Params>),
    query: input.query ?? (noQuery as unknown as z.ZodType<Query>),
    body: input.body ?? (noBody as unknown as z.ZodType<Body>),
    files: input.files ?? [],
    refusals: input.refusals ?? [],
    readable: input.readable ?? [],
  });

/** The parameter names of a path, in order (`/a/:id/:file(cv|lettre)` → `id`, `file`). */
export function pathParameters(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z0-9_]+)(\([^)]*\))?/g)].map((match) => match[1]!);
}

/** The path with its parameters filled in, each encoded. */
export function fillPath(path: string, params: Record<string, unknown>): string {
  return path.replace(/:([A-Za-z0-9_]+)(\([^)]*\))?/g, (_all, name: string) => encodeURIComponent(String(params[name] ?? '')));
}

/** `METHOD /path` as the access matrix and the README name a route. */
export const routeKey = (contract: { method: HttpMethod; path: string }) => `${contract.method} ${contract.path}`;
