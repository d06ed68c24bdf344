/**
 * GET /api/health/ready — this site instance serves. It stays ready while the cms is away, since it keeps serving the
 * pages it holds (docs/operations.md); the cms's own readiness is reported beside, read within 2 s.
 */
export const dynamic = 'force-dynamic';

const CMS_URL = process.env.CMS_URL ?? 'http://127.0.0.1:1337';

export async function GET() {
  const cms = await fetch(new URL('/api/health/ready', CMS_URL), { cache: 'no-store', signal: AbortSignal.timeout(2000) }).then(
    (answer) => (answer.ok ? 'ok' : 'down'),
    () => 'down',
  );
  return Response.json({ ready: true, cms });
}
