import 'server-only';
import type { PlacesAnswer } from '@cep/domain';
import { cmsGet } from '@/lib/cms/client';

/** The cms's place lists behind the site's own URLs (spec 01 §7); a failed fetch is an empty list. */
export async function placeItems(kind: 'villes' | 'zonegeo', query: string, codepostal?: string): Promise<Response> {
  const result = await cmsGet<PlacesAnswer>(`/${kind}/${encodeURIComponent(query)}`, { codepostal }).catch(() => null);
  const answer: PlacesAnswer = { data: { items: result?.data.items ?? [] } };
  return Response.json(answer, { headers: { 'Cache-Control': 'public, max-age=3600' } });
}
