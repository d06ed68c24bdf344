import departements from '@etalab/decoupage-administratif/data/departements.json';
import regions from '@etalab/decoupage-administratif/data/regions.json';
import { AUTOCOMPLETE_MIN_CHARS } from '@cep/domain';
import { currentCommunes, foldName } from './communes';

/** An autocomplete item (spec 01 §3): `id` is the type plus the official code for zones (spec 02 §3). */
export interface PlaceItem {
  id: string;
  value: string;
  valueitem: string;
  codepostal: string;
  typ: 'vil' | 'dep' | 'reg';
}

interface Indexed {
  item: PlaceItem;
  folded: string;
  weight: number;
}

const LIMIT = 20;
let cities: Indexed[] | undefined;
let zones: Indexed[] | undefined;

/** Built once, on first use: one entry per commune and postal code, plus departments and regions. */
function load() {
  if (cities && zones) return { cities, zones };
  cities = [];
  for (const c of currentCommunes()) {
    for (const cp of c.codesPostaux ?? []) {
      cities.push({
        item: { id: `vil${c.code}`, value: `${c.nom} (${cp})`, valueitem: c.nom, codepostal: cp, typ: 'vil' },
        folded: foldName(c.nom),
        weight: c.population ?? 0,
      });
    }
  }
  cities.sort((a, b) => b.weight - a.weight);
  zones = [
    ...regions.map((r) => ({
      item: { id: `reg${r.code}`, value: `${r.nom} (région)`, valueitem: r.nom, codepostal: '', typ: 'reg' as const },
      folded: foldName(r.nom),
      weight: Number.MAX_SAFE_INTEGER,
    })),
    ...departements.map((d) => ({
      item: { id: `dep${d.code}`, value: `${d.nom} (${d.code})`, valueitem: d.nom, codepostal: d.code, typ: 'dep' as const },
      folded: foldName(d.nom),
      weight: Number.MAX_SAFE_INTEGER - 1,
    })),
  ];
  return { cities, zones };
}

function matches(entry: Indexed, folded: string, query: string): boolean {
  return entry.folded.startsWith(folded) || entry.folded.includes(` ${folded}`) || entry.item.codepostal.startsWith(query);
}

/** Below the autocomplete minimum (3 characters) nothing is searched. */
function tooShort(query: string): boolean {
  return query.trim().length < AUTOCOMPLETE_MIN_CHARS;
}

/**
 * `/villes/{query}` and `/villes_cp/{query}?codepostal=`: communes by name or postal code, the largest first. A whole
 * postal code needs no name: the communes it serves (a form whose postal code was typed before the city).
 */
export function searchCities(query: string, postalCode = ''): PlaceItem[] {
  const cp = postalCode.trim();
  const byPostalCodeAlone = tooShort(query) && /^\d{5}$/.test(cp);
  if (tooShort(query) && !byPostalCodeAlone) return [];
  const folded = foldName(query);
  return load()
    .cities.filter((e) => (byPostalCodeAlone || matches(e, folded, query.trim())) && (!cp || e.item.codepostal.startsWith(cp)))
    .slice(0, LIMIT)
    .map((e) => e.item);
}

/** `/zonegeo/{query}`: regions and departments first, then communes. */
export function searchZones(query: string): PlaceItem[] {
  if (tooShort(query)) return [];
  const folded = foldName(query);
  const found = load().zones.filter((e) => matches(e, folded, query.trim()));
  return [...found, ...load().cities.filter((e) => matches(e, folded, query.trim()))].slice(0, LIMIT).map((e) => e.item);
}

/** `/json/localisation/{list}`: the items of saved zone ids ('dep33,vil33314'). */
export function resolvePlaces(ids: string[]): PlaceItem[] {
  const { cities: all, zones: z } = load();
  return ids.flatMap((id) => {
    const entry = z.find((e) => e.item.id === id) ?? all.find((e) => e.item.id === id);
    return entry ? [entry.item] : [];
  });
}
