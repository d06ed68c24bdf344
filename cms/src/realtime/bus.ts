import type { Core } from '@strapi/strapi';
import { Client, type ClientConfig } from 'pg';
import { errorMessage } from '../utils/error-message';
import { instanceRegistry, instanceSet } from '../utils/per-instance';

/**
 * What a live stream carries: ids only (a conversation's token, a message's id). The page then reads through
 * its normal authenticated path, so nothing private travels on the bus or the stream.
 */
export type LiveEvent =
  | { kind: 'message' | 'lu' | 'etat'; conversation: string; message?: string }
  /** A harvest start's headcount changed (an answer, a send): the offer's document id. */
  | { kind: 'demarrage'; offre: string };

/**
 * What this instance's bus says of itself to its open streams: `coupure` when it stops hearing the others (the
 * browser then polls), `reprise` once it hears them again (notifications of the gap are gone: read again).
 */
export type BusSignal = 'coupure' | 'reprise';
export type BusState = 'ecoute' | 'coupe';

/** Who receives an event: every recruiter of an account, or one candidate. */
export type Audience = `compte:${number}` | `candidat:${number}`;
export type LiveListener = (event: LiveEvent) => void;

/**
 * Delivers events to the streams open on this cms instance and, on PostgreSQL, on every other instance. A
 * lost event (no listener, a reconnection) costs nothing: clients refetch on the next event or poll.
 */
export interface MessageBus {
  publish(audience: Audience, event: LiveEvent): Promise<void>;
  subscribe(audience: Audience, listener: LiveListener): () => void;
  /** Whether this instance hears the others now (an in-process bus always does). */
  state(): BusState;
  /** Told of each `coupure` and `reprise`; answers the unsubscribe. */
  watch(listener: (signal: BusSignal) => void): () => void;
  /** Streams open on this instance (the benchmark and the logs read it). */
  listeners(): number;
  close(): Promise<void>;
}

/** This instance's streams, by audience. */
function localListeners() {
  const byAudience = new Map<string, Set<LiveListener>>();
  return {
    add(audience: Audience, listener: LiveListener) {
      const set = byAudience.get(audience) ?? new Set();
      set.add(listener);
      byAudience.set(audience, set);
      return () => {
        set.delete(listener);
        if (set.size === 0) byAudience.delete(audience);
      };
    },
    deliver(audience: string, event: LiveEvent) {
      for (const listener of byAudience.get(audience) ?? []) listener(event);
    },
    count: () => [...byAudience.values()].reduce((sum, set) => sum + set.size, 0),
  };
}

/** One process: events go straight to this instance's streams. */
export function inProcessBus(): MessageBus {
  const local = localListeners();
  return {
    async publish(audience, event) {
      local.deliver(audience, event);
    },
    subscribe: local.add,
    state: () => 'ecoute',
    watch: () => () => undefined,
    listeners: local.count,
    async close() {},
  };
}

/** A NOTIFY payload: the audience and the event, far under PostgreSQL's 8,000 bytes. */
type Envelope = { to: string; event: LiveEvent };

/**
 * Several instances on one PostgreSQL: each LISTENs on one dedicated connection (outside knex's pool, which
 * would hand it back) and publishes with `pg_notify`, which PostgreSQL delivers to every listener — this
 * instance included — once the publishing transaction commits. The channel is named after the schema, so
 * databases shared by several schemas (the test suites) do not hear each other.
 */
/** Waits between attempts to listen again: 1 s, doubled each time, 8 s at most (so messages flow again within 8 s of PostgreSQL's return), for as long as it takes. */
const RECONNECT_FIRST_MS = 1000;
const RECONNECT_MAX_MS = 8000;

export function postgresBus(
  config: ClientConfig,
  channel: string,
  notify: (payload: string) => Promise<unknown>,
  log: (m: string) => void,
): MessageBus {
  const local = localListeners();
  const watchers = new Set<(signal: BusSignal) => void>();
  let client: Client | null = null;
  let closed = false;
  let state: BusState = 'coupe';
  let wait = RECONNECT_FIRST_MS;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let attempt: Promise<void> = Promise.resolve();

  const tell = (signal: BusSignal) => watchers.forEach((watcher) => watcher(signal));
  const lost = (connection: Client, reason: string) => {
    if (client !== connection && client !== null) return;
    client = null;
    connection.end().catch(() => undefined);
    if (closed) return;
    if (state === 'ecoute') {
      log(`[messagerie] écoute PostgreSQL interrompue : ${reason}`);
      state = 'coupe';
      tell('coupure');
    }
    schedule();
  };
  const schedule = () => {
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = null;
      attempt = connect();
    }, wait);
    wait = Math.min(wait * 2, RECONNECT_MAX_MS);
  };

  const connect = async (): Promise<void> => {
    const next = new Client(config);
    next.on('notification', (message) => {
      if (message.channel !== channel || !message.payload) return;
      try {
        const { to, event } = JSON.parse(message.payload) as Envelope;
        local.deliver(to, event);
      } catch {
        log(`[messagerie] payload illisible sur ${channel}`);
      }
    });
    next.on('error', (error) => lost(next, error.message));
    next.on('end', () => lost(next, 'connexion fermée'));
    try {
      await next.connect();
      await next.query(`LISTEN "${channel}"`);
    } catch (error) {
      next.removeAllListeners('end');
      next.end().catch(() => undefined);
      log(`[messagerie] écoute PostgreSQL impossible (nouvel essai dans ${wait / 1000} s) : ${errorMessage(error)}`);
      schedule();
      return;
    }
    if (closed) {
      next.removeAllListeners('end');
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    wait = RECONNECT_FIRST_MS;
    const wasCut = state === 'coupe';
    state = 'ecoute';
    if (wasCut) tell('reprise');
  };
  attempt = connect();

  return {
    async publish(audience, event) {
      await notify(JSON.stringify({ to: audience, event } satisfies Envelope));
    },
    subscribe: local.add,
    state: () => state,
    watch(watcher) {
      watchers.add(watcher);
      return () => watchers.delete(watcher);
    },
    listeners: local.count,
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      await attempt.catch(() => undefined);
      const open = client;
      client = null;
      open?.removeAllListeners('end');
      await open?.end().catch(() => undefined);
    },
  };
}

/**
 * The buses of this process, by cms instance, and the instances shutting down (a late publish then gets an
 * in-process bus, never a new connection left open). Kept on `globalThis`: Strapi's loaders and the seed may
 * load this module more than once, and every copy must find the same connections to close.
 */
const buses = instanceRegistry<MessageBus>('messageBuses');
const stopped = instanceSet('messageBuses.stopped');

/** The bus this instance uses: PostgreSQL's LISTEN/NOTIFY when the cms runs on PostgreSQL, else in-process. */
export function messageBus(strapi: Core.Strapi): MessageBus {
  let bus = buses.get(strapi);
  if (bus) return bus;
  if (strapi.db.dialect.client === 'postgres' && !stopped.has(strapi)) {
    const connection = strapi.config.get('database.connection.connection') as ClientConfig;
    const schema = strapi.db.getSchemaName() || 'public';
    const channel = `cep_messagerie_${schema}`.slice(0, 63);
    const { host, port, database, user, password, ssl } = connection;
    bus = postgresBus(
      { host, port, database, user, password, ssl },
      channel,
      (payload) => strapi.db.connection.raw('select pg_notify(?, ?)', [channel, payload]),
      (message) => strapi.log.warn(message),
    );
  } else bus = inProcessBus();
  buses.set(strapi, bus);
  return bus;
}

/** Closes this instance's bus (its LISTEN connection) when the cms stops. */
export async function closeMessageBus(strapi: Core.Strapi): Promise<void> {
  stopped.add(strapi);
  await buses.get(strapi)?.close();
  buses.delete(strapi);
}
