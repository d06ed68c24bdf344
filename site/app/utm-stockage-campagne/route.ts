import type { UtmTouch } from '@cep/domain';
import { campaignRoutes } from '@cep/domain/contracts';
import { visitorHeaders } from '@/lib/cms';
import { call } from '@/lib/cms/call';

/**
 * `POST /utm-stockage-campagne` (spec 02 §7): the JSON array of pairs as the page sent it, checked by the contract's
 * schema and passed to the cms with the visitor's address (the cms throttles per client).
 */
async function storeCampaignTouch(json: string): Promise<number> {
  let pairs: unknown;
  try {
    pairs = JSON.parse(json);
  } catch {
    return 400;
  }
  // `call` checks the pairs with the contract's schema before anything is sent (400 when they are not).
  return (await call(campaignRoutes.store, { body: pairs as UtmTouch, headers: await visitorHeaders() })).status;
}

/** The page's campaign, passed to the cms with the visitor's address (the cms throttles per client). */
export async function POST(request: Request): Promise<Response> {
  const body = await request.text();
  if (body.length > 8000) return new Response(null, { status: 413 });
  const status = await storeCampaignTouch(body).catch(() => 502);
  return new Response(null, { status });
}
