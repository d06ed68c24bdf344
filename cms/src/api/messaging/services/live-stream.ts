import { PassThrough } from 'node:stream';
import type { Context } from 'koa';
import type { Audience, MessageBus } from '../../../realtime/bus';

/** A comment line every 25 s keeps proxies and the site's relay from closing an idle stream. */
const PING_MS = 25_000;

/**
 * Opens a server-sent-events stream of the audience's events (ids only) on this request. It stays open until
 * the client goes away; the site relays it to the browser.
 */
export function openLiveStream(ctx: Context, bus: MessageBus, audience: Audience): void {
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
  const ping = setInterval(() => stream.write(': ping\n\n'), PING_MS);
  const close = () => {
    clearInterval(ping);
    unsubscribe();
    stream.end();
  };
  ctx.req.once('close', close);
  stream.once('error', close);
}
