import communes from '@etalab/decoupage-administratif/data/communes.json';
import { fieldOf } from '../utils/field-of';

/** A current commune of the official list: what the places read of it. */
export type Commune = {
  code: string;
  nom: string;
  departement?: string;
  region?: string;
  arrondissement?: string;
  codesPostaux?: string[];
  population?: number;
};

const isText = (value: unknown) => typeof value === 'string';
const absentOr = (value: unknown, is: (value: unknown) => boolean) => value === undefined || is(value);

/** A current commune (not a former or delegated one) whose fields have the types the places read. */
function isCurrentCommune(row: unknown): row is Commune {
  return (
    fieldOf(row, 'type') === 'commune-actuelle' &&
    isText(fieldOf(row, 'code')) &&
    isText(fieldOf(row, 'nom')) &&
    ['departement', 'region', 'arrondissement'].every((field) => absentOr(fieldOf(row, field), isText)) &&
    absentOr(fieldOf(row, 'codesPostaux'), (value) => Array.isArray(value) && value.every(isText)) &&
    absentOr(fieldOf(row, 'population'), (value) => typeof value === 'number')
  );
}

let current: Commune[] | undefined;

/**
 * The current communes, checked once on first use: the official list is too large for TypeScript to type its
 * import (it reads as `any[]`).
 */
export function currentCommunes(): Commune[] {
  current ??= communes.filter(isCurrentCommune);
  return current;
}

/** Lower case, accents and punctuation folded: 'Saint-Émilion' and 'saint emilion' compare equal. */
export function foldName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

let byName: Map<string, string[]> | undefined;

/** Postal codes of the current French communes of that name (official INSEE/La Poste data), or undefined if none. */
export function postalCodesOfCity(name: string): string[] | undefined {
  if (!byName) {
    byName = new Map();
    for (const commune of currentCommunes()) {
      const key = foldName(commune.nom);
      byName.set(key, [...(byName.get(key) ?? []), ...(commune.codesPostaux ?? [])]);
    }
  }
  return byName.get(foldName(name));
}
