import communes from '@etalab/decoupage-administratif/data/communes.json';

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
    for (const commune of communes as Array<{ nom: string; type: string; codesPostaux?: string[] }>) {
      if (commune.type !== 'commune-actuelle') continue;
      const key = foldName(commune.nom);
      byName.set(key, [...(byName.get(key) ?? []), ...(commune.codesPostaux ?? [])]);
    }
  }
  return byName.get(foldName(name));
}
