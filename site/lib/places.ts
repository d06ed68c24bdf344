import 'server-only';
import type { PlacesAnswer } from '@cep/domain';
import { cmsGet } from '@/lib/cms/client';

/** The cms's place lists behind the site's own URLs (spec 01 §7); a failed fetch is an empty list. */
export async function placeItems(kind: 'villes' | 'villes_cp' | 'zonegeo', query: string, codepostal?: string): Promise<Response> {
  // `/villes_cp` without a query: the communes of a whole postal code.
  const path = query ? `/${kind}/${encodeURIComponent(query)}` : `/${kind}`;
  const result = await cmsGet<PlacesAnswer>(path, { codepostal }).catch(() => null);
  const answer: PlacesAnswer = { data: { items: result?.data.items ?? [] } };
  return Response.json(answer, { headers: { 'Cache-Control': 'public, max-age=3600' } });
}
