import { PassThrough } from 'node:stream';
import type { Context } from 'koa';
import { messages } from '@cep/domain';
import type { Audience, BusSignal, MessageBus } from '../../../realtime/bus';
import { refuse, writeRefusal } from '../../../contracts/refusal';

const bounded = (name: string, fallback: number, min: number, max: number) => {
  const value = Number.parseInt(process.env[name] ?? '', 10);
  return Number.isInteger(value) ? Math.min(max, Math.max(min, value)) : fallback;
};

/**
 * A comment line every 25 s (LIVE_STREAM_PING_SECONDS) keeps proxies and the site's relay from closing an idle
 * stream; before each, the stream's session is checked, so a stream ends within one ping of a logout, a password
 * change or reset, or the account's deletion, on whichever instance it was made (issue #36 item 6).
 */
const pingMs = () => bounded('LIVE_STREAM_PING_SECONDS', 25, 1, 60) * 1000;
/** Streams one user may hold on one instance: a few tabs and a phone (issue #36 item 5: 150 were accepted). */
const LIVE_STREAMS_PER_USER = 5;
/** Streams one instance holds at most, whoever holds them: each is an open file (LIVE_STREAMS_MAX). */
const perInstance = () => bounded('LIVE_STREAMS_MAX', 1000, 10, 100_000);
/**
 * A stream is closed after this (LIVE_STREAM_LIFETIME_SECONDS, 15 minutes by default): the browser reconnects at
 * once through the site, with its session as it is then, and reads what it missed; a tab left open holds no file
 * for longer, and a stream whose session check failed (the database away) ends all the same.
 */
const lifetimeMs = () => bounded('LIVE_STREAM_LIFETIME_SECONDS', 15 * 60, 1, 24 * 60 * 60) * 1000;

const openByUser = new Map<number, number>();
let openOnInstance = 0;

function hold(userId: number): () => void {
  openByUser.set(userId, (openByUser.get(userId) ?? 0) + 1);
  openOnInstance += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    openOnInstance -= 1;
    const left = (openByUser.get(userId) ?? 1) - 1;
    if (left > 0) openByUser.set(userId, left);
    else openByUser.delete(userId);
  };
}

/**
 * Opens a server-sent-events stream of the audience's events (ids only) on this request, for this user. It stays
 * open until the client goes away, its session ends or its lifetime does; the site relays it to the browser.
 * Beyond the user's or the instance's streams, 429 in French: the browser keeps to polling meanwhile.
 */
export function openLiveStream(
  ctx: Context,
  bus: MessageBus,
  audience: Audience,
  userId: number,
  sessionOpen: () => Promise<boolean>,
): void {
  if ((openByUser.get(userId) ?? 0) >= LIVE_STREAMS_PER_USER || openOnInstance >= perInstance()) {
    ctx.set('Retry-After', '30');
    writeRefusal(ctx, refuse.status(429, messages.tropDeFlux));
    return;
  }
  const release = hold(userId);
  ctx.req.socket.setTimeout(0);
  ctx.req.socket.setNoDelay(true);
  ctx.req.socket.setKeepAlive(true);
  ctx.set('Content-Type', 'text/event-stream; charset=utf-8');
  ctx.set('Cache-Control', 'no-cache, no-transform');
  ctx.set('X-Accel-Buffering', 'no');
  const stream = new PassThrough();
  ctx.status = 200;
  ctx.body = stream;
  // The first bytes send the headers now: the client knows the stream is open before any event.
  stream.write('retry: 3000\n: ouvert\n\n');
  const unsubscribe = bus.subscribe(audience, (event) => {
    stream.write(`event: ${event.kind}\ndata: ${JSON.stringify(event)}\n\n`);
  });
  // While this instance does not hear the others (PostgreSQL away), the browser polls; back, it reads again once.
  const signal = (kind: BusSignal) => stream.write(`event: ${kind}\ndata: {}\n\n`);
  const unwatch = bus.watch(signal);
  if (bus.state() === 'coupe') signal('coupure');
  const ping = setInterval(() => {
    sessionOpen().then(
      (open) => (open ? stream.write(': ping\n\n') : close()),
      () => stream.write(': ping\n\n'),
    );
  }, pingMs());
  let closed = false;
  const close = () => {
    if (closed) return;
    closed = true;
    clearInterval(ping);
    clearTimeout(lifetime);
    unsubscribe();
    unwatch();
    release();
    stream.end();
  };
  const lifetime = setTimeout(close, lifetimeMs());
  ctx.req.once('close', close);
  stream.once('error', close);
}
