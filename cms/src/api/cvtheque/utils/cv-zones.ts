import { DEPARTEMENTS, ZONE_ID } from '@cep/domain';
import type { CvSource } from '@cep/search';
import { communeByCode } from '../../../places/coordinates';
import { resolvePlaces } from '../../../places/places';

/**
 * The zones a candidate picked, as the CV index needs them: a region covers its departments, a department
 * belongs to its region, a commune to both and gives the CV its point (the first commune's) for radius searches.
 */
export function cvZones(zoneIds: string[]): CvSource['zones'] {
  const departments = new Set<string>();
  const regions = new Set<string>();
  let point: CvSource['zones']['point'] = null;
  for (const zone of zoneIds.filter((id) => ZONE_ID.test(id))) {
    const code = zone.slice(3);
    if (zone.startsWith('reg')) {
      regions.add(code);
      DEPARTEMENTS.filter((d) => d.region === code).forEach((d) => departments.add(d.code));
    } else if (zone.startsWith('dep')) {
      departments.add(code);
      const region = DEPARTEMENTS.find((d) => d.code === code)?.region;
      if (region) regions.add(region);
    } else {
      const commune = communeByCode(code);
      if (!commune) continue;
      departments.add(commune.departement);
      regions.add(commune.region);
      point ??= commune.point ? { lat: commune.point.lat, lng: commune.point.lng } : null;
    }
  }
  return { departments: [...departments], regions: [...regions], labels: resolvePlaces(zoneIds).map((p) => p.value), point };
}

/** « 2019 – 2023 », « Depuis 2021 », « 2024 »: the years of a CV line, all an anonymous card shows of its dates. */
export function periodOf(debut: string | null, fin: string | null, enCours: boolean): string {
  const from = debut?.slice(0, 4) ?? '';
  if (enCours) return from ? `Depuis ${from}` : '';
  const to = fin?.slice(0, 4) ?? '';
  return !to || to === from ? from : `${from} – ${to}`;
}
