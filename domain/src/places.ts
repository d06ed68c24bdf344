import departements from '@etalab/decoupage-administratif/data/departements.json';
import regions from '@etalab/decoupage-administratif/data/regions.json';
import { REGION_ID_ALL_FRANCE } from './constants';

/** French departments and regions from the official INSEE geography (package @etalab/decoupage-administratif). */
export interface Departement {
  code: string;
  nom: string;
  region: string;
}

export const DEPARTEMENTS: readonly Departement[] = departements.map(({ code, nom, region }) => ({ code, nom, region }));
export const REGIONS: ReadonlyArray<{ code: string; nom: string }> = regions.map(({ code, nom }) => ({ code, nom }));

/** A region's name; '49' is the 'all regions (France)' choice of the offer form (spec 01 §3). */
export function regionName(code: string): string | undefined {
  if (code === String(REGION_ID_ALL_FRANCE)) return 'Toute la France';
  return REGIONS.find((r) => r.code === code)?.nom;
}

const byCode = new Map(DEPARTEMENTS.map((d) => [d.code, d]));

export function departementName(code: string): string | undefined {
  return byCode.get(code)?.nom;
}

/** 'Gironde (33)', or the bare code when unknown. */
export function departementLabel(code: string): string {
  const nom = departementName(code);
  return nom ? `${nom} (${code})` : code;
}
