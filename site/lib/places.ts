import 'server-only';
import type { PlaceItem, PlacesAnswer } from '@cep/domain';
import { placesRoutes } from '@cep/domain/contracts';
import { call, type Answered } from '@/lib/cms/call';

/** The items of a place list's answer; a refusal or a failed fetch is an empty list. */
async function itemsOf(answered: Promise<Answered<PlacesAnswer>>): Promise<PlaceItem[]> {
  const result = await answered.catch(() => null);
  return result?.ok ? result.answer.data.items : [];
}

function placeList(kind: 'villes' | 'villes_cp' | 'zonegeo', query: string, codepostal?: string): Promise<PlaceItem[]> {
  if (kind === 'villes') return itemsOf(query ? call(placesRoutes.cities, { params: { query } }) : call(placesRoutes.citiesByQuery, {}));
  if (kind === 'villes_cp')
    // `/villes_cp` without a query: the communes of a whole postal code.
    return itemsOf(
      query
        ? call(placesRoutes.citiesInPostalCode, { params: { query }, query: { codepostal } })
        : call(placesRoutes.citiesInPostalCodeByQuery, { query: { codepostal } }),
    );
  return query ? itemsOf(call(placesRoutes.zones, { params: { query } })) : Promise.resolve([]);
}

/** The cms's place lists behind the site's own URLs (spec 01 §7); a failed fetch is an empty list. */
export async function placeItems(kind: 'villes' | 'villes_cp' | 'zonegeo', query: string, codepostal?: string): Promise<Response> {
  const answer: PlacesAnswer = { data: { items: await placeList(kind, query, codepostal) } };
  return Response.json(answer, { headers: { 'Cache-Control': 'public, max-age=3600' } });
}
