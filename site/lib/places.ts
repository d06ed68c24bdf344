import 'server-only';
import { cmsGet } from '@/lib/cms/client';

export interface PlaceItem {
  id: string;
  value: string;
  valueitem: string;
  codepostal: string;
  typ: 'vil' | 'dep' | 'reg';
}

/** The cms's place lists behind the site's own URLs (spec 01 §7); a failed fetch is an empty list. */
export async function placeItems(kind: 'villes' | 'zonegeo', query: string, codepostal?: string): Promise<Response> {
  const result = await cmsGet<{ data: { items: PlaceItem[] } }>(`/${kind}/${encodeURIComponent(query)}`, { codepostal }).catch(() => null);
  return Response.json({ data: { items: result?.data.items ?? [] } }, { headers: { 'Cache-Control': 'public, max-age=3600' } });
}
