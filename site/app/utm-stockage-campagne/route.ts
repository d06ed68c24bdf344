import { storeCampaignTouch } from '@/lib/cms';

/** The page's campaign, passed to the cms with the visitor's address (the cms throttles per client). */
export async function POST(request: Request): Promise<Response> {
  const body = await request.text();
  if (body.length > 8000) return new Response(null, { status: 413 });
  const status = await storeCampaignTouch(body).catch(() => 502);
  return new Response(null, { status });
}
