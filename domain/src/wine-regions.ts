/**
 * The wine regions a picker looks for, by the departments where their harvest happens (issue #40 item 7). A department
 * counts in one region only — its main vineyard — so the counts of the harvest page add up (the Gard, Rhône and
 * Languedoc at once, is counted with the Rhône valley; the Rhône department with the Beaujolais).
 */
export const WINE_REGIONS: ReadonlyArray<{ key: string; nom: string; departements: readonly string[] }> = [
  { key: 'bordeaux', nom: 'Bordeaux', departements: ['33'] },
  { key: 'champagne', nom: 'Champagne', departements: ['51', '10', '02', '52'] },
  { key: 'bourgogne', nom: 'Bourgogne', departements: ['21', '71', '89', '58'] },
  { key: 'beaujolais', nom: 'Beaujolais', departements: ['69'] },
  { key: 'alsace', nom: 'Alsace', departements: ['67', '68'] },
  { key: 'val-de-loire', nom: 'Val de Loire', departements: ['37', '49', '41', '44', '18', '45', '85', '79', '86'] },
  { key: 'rhone', nom: 'Vallée du Rhône', departements: ['07', '26', '84', '30', '42'] },
  { key: 'languedoc', nom: 'Languedoc-Roussillon', departements: ['11', '34', '66'] },
  { key: 'provence', nom: 'Provence', departements: ['13', '83', '06', '04'] },
  { key: 'sud-ouest', nom: 'Sud-Ouest', departements: ['24', '47', '32', '40', '64', '81', '82', '46', '31', '65', '12'] },
  { key: 'cognac', nom: 'Cognac et Charentes', departements: ['16', '17'] },
  { key: 'jura-savoie', nom: 'Jura et Savoie', departements: ['39', '73', '74', '01'] },
  { key: 'corse', nom: 'Corse', departements: ['2A', '2B'] },
];

/** The wine region of a department, if it has one. */
export const wineRegionOf = (departement: string) => WINE_REGIONS.find((region) => region.departements.includes(departement));

/** Offers by wine region from offers by department (a search's facet), largest first; departments of no region are « Autres ». */
export function offersByWineRegion(
  byDepartment: Record<string, number>,
): Array<{ key: string; nom: string; departements: string[]; offres: number }> {
  const regions = WINE_REGIONS.map((region) => ({
    key: region.key,
    nom: region.nom,
    departements: region.departements.filter((code) => (byDepartment[code] ?? 0) > 0),
    offres: region.departements.reduce((sum, code) => sum + (byDepartment[code] ?? 0), 0),
  }));
  const others = Object.entries(byDepartment).filter(([code, n]) => n > 0 && !wineRegionOf(code));
  if (others.length)
    regions.push({
      key: 'autres',
      nom: 'Autres régions',
      departements: others.map(([code]) => code),
      offres: others.reduce((sum, [, n]) => sum + n, 0),
    });
  return regions.filter((region) => region.offres > 0).sort((a, b) => b.offres - a.offres || a.nom.localeCompare(b.nom, 'fr'));
}
