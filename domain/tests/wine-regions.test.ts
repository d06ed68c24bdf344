import { DEPARTEMENTS } from '../src/places';
import { offersByWineRegion, WINE_REGIONS, wineRegionOf } from '../src/wine-regions';

describe('wine regions', () => {
  it('name real departments, each in one region only', () => {
    const codes = WINE_REGIONS.flatMap((region) => region.departements);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(DEPARTEMENTS.some((d) => d.code === code)).toBe(true);
    expect(wineRegionOf('33')?.nom).toBe('Bordeaux');
    expect(wineRegionOf('75')).toBeUndefined();
  });

  it('add up a search’s offers by department, largest first, the rest as « Autres régions »', () => {
    expect(offersByWineRegion({ '33': 12, '51': 3, '10': 4, '75': 2, '21': 0 })).toEqual([
      { key: 'bordeaux', nom: 'Bordeaux', departements: ['33'], offres: 12 },
      { key: 'champagne', nom: 'Champagne', departements: ['51', '10'], offres: 7 },
      { key: 'autres', nom: 'Autres régions', departements: ['75'], offres: 2 },
    ]);
    expect(offersByWineRegion({})).toEqual([]);
  });
});
