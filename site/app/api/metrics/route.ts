import { createHash, timingSafeEqual } from 'node:crypto';
import type { Registry } from 'prom-client';

/**
 * GET /api/metrics — this site instance's Prometheus metrics (runtime/metrics.cjs: request durations by route and
 * status, Node's own), with `Authorization: Bearer <METRICS_TOKEN>`; without the token set, no route (as the cms).
 */
export const dynamic = 'force-dynamic';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** The registry the preloaded runtime keeps (absent under `next dev`, which preloads nothing). */
const registry = () =>
  (globalThis as typeof globalThis & { [key: symbol]: { registry: Registry } | undefined })[Symbol.for('cep.site.metrics')]?.registry;

export async function GET(request: Request) {
  const token = process.env.METRICS_TOKEN;
  const metrics = registry();
  if (!token || !metrics) return Response.json({ code: 404 }, { status: 404 });
  const sent = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1];
  if (!sent || !timingSafeEqual(digest(sent), digest(token))) return Response.json({ code: 401 }, { status: 401 });
  return new Response(await metrics.metrics(), { headers: { 'Content-Type': metrics.contentType, 'Cache-Control': 'no-store' } });
}
