/** Who may trigger a transition: the three account kinds, the two staff roles, or the platform itself. */
export type Actor = 'candidat' | 'recruteur' | 'ecole' | 'moderateur' | 'editeur' | 'systeme';

export interface Transition<S extends string, A extends string> {
  from: readonly S[];
  action: A;
  to: S;
  by: readonly Actor[];
}

export interface StateMachine<S extends string, A extends string> {
  name: string;
  states: readonly S[];
  initial: S;
  transitions: readonly Transition<S, A>[];
}

/** An illegal transition is an error value, never a silent no-op. */
export class TransitionError extends Error {
  constructor(
    readonly code: 'UNKNOWN_STATE' | 'ILLEGAL_TRANSITION' | 'FORBIDDEN_ACTOR',
    readonly machine: string,
    readonly from: string,
    readonly action: string,
    readonly actor: Actor,
  ) {
    super(`${machine}: ${action} impossible depuis « ${from} » pour ${actor} (${code})`);
    this.name = 'TransitionError';
  }
}

export type TransitionResult<S> = { ok: true; to: S } | { ok: false; error: TransitionError };

export function defineMachine<S extends string, A extends string>(machine: StateMachine<S, A>): StateMachine<S, A> {
  return machine;
}

export function transition<S extends string, A extends string>(
  machine: StateMachine<S, A>,
  from: S,
  action: A,
  actor: Actor,
): TransitionResult<S> {
  const fail = (code: TransitionError['code']) => ({
    ok: false as const,
    error: new TransitionError(code, machine.name, from, action, actor),
  });
  if (!machine.states.includes(from)) return fail('UNKNOWN_STATE');
  const candidates = machine.transitions.filter((t) => t.action === action && t.from.includes(from));
  if (candidates.length === 0) return fail('ILLEGAL_TRANSITION');
  const allowed = candidates.find((t) => t.by.includes(actor));
  return allowed ? { ok: true, to: allowed.to } : fail('FORBIDDEN_ACTOR');
}

/** The actions an actor may take from a state: what a page shows as buttons. */
export function availableActions<S extends string, A extends string>(machine: StateMachine<S, A>, from: S, actor: Actor): A[] {
  return machine.transitions.filter((t) => t.from.includes(from) && t.by.includes(actor)).map((t) => t.action);
}
