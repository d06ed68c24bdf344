import { availabilityText, harvestAvailabilitySchema, hasAvailability, readAvailability } from '../src/harvest-availability';
import { messages } from '../src/messages';

const parse = (value: unknown) => harvestAvailabilitySchema.parse(value);

describe('harvest availability', () => {
  it('keeps what is stated, an empty form being none', () => {
    const empty = parse({});
    expect(empty).toEqual({ periodes: [], regions: [], logementPropre: false, vehicule: false });
    expect(hasAvailability(empty)).toBe(false);
    expect(readAvailability(empty)).toBeNull();
    expect(readAvailability({ periodes: 'cassé' })).toBeNull();
    expect(readAvailability({ saisons: 0 })).toMatchObject({ saisons: 0 });
  });

  it('refuses more than three periods, an unknown region, a radius that is not offered', () => {
    const period = { du: '2027-09-01', au: '2027-09-10' };
    const refused = harvestAvailabilitySchema.safeParse({
      periodes: [period, period, period, period],
      regions: ['99'],
      commune: '33314',
      rayonKm: 30,
    });
    expect(refused.success).toBe(false);
    const byPath = Object.fromEntries((refused.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
    expect(byPath).toEqual({
      periodes: messages.listeTropLongue,
      'regions.0': messages.champObligatoire,
      rayonKm: messages.champObligatoire,
    });
    expect(harvestAvailabilitySchema.safeParse({ commune: '33314' }).error?.issues[0]?.path).toEqual(['rayonKm']);
  });

  it('says it in a line for the recruiter', () => {
    expect(
      availabilityText(
        parse({
          periodes: [
            { du: '2027-09-01', au: '2027-09-12' },
            { du: '2027-10-01', au: '2027-10-05' },
          ],
          regions: ['75', '76'],
          commune: '33314',
          communeNom: 'Pauillac',
          rayonKm: 50,
          logementPropre: true,
          vehicule: true,
          saisons: 1,
        }),
      ),
    ).toBe(
      'du 1er septembre au 12 septembre, du 1er octobre au 5 octobre · Nouvelle-Aquitaine, Occitanie · à 50 km de Pauillac · logement personnel (tente, camping-car) · véhiculé · 1 saison de vendanges',
    );
    expect(availabilityText(parse({ saisons: 0 }))).toBe('première saison');
    expect(availabilityText(parse({ saisons: 4, commune: '33314', rayonKm: 20 }))).toBe('à 20 km de 33314 · 4 saisons de vendanges');
  });
});
