/** GET /api/health/live — the site's process answers (for a load balancer or an orchestrator: restart it when not). */
export const dynamic = 'force-dynamic';

export function GET() {
  return Response.json({ status: 'ok' });
}
