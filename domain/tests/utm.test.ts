import { campaignLabel, campaignOf, utmPairsFrom, utmTouchSchema } from '../src';

const touch = [
  { key: 'utm_source', value: 'newsletter' },
  { key: 'utm_medium', value: 'email' },
  { key: 'utm_campaign', value: 'vendanges-2026' },
  { key: 'utm_date', value: '2026-09-01T08:00:00.000Z' },
];

describe('UTM capture', () => {
  it('keeps the utm_ parameters of an address, first of each, as plain short text', () => {
    expect(utmPairsFrom('?utm_source=newsletter&UTM_Medium=email&utm_source=autre&page=2&utm_term=%20caviste%0A%20bordeaux%20')).toEqual([
      { key: 'utm_source', value: 'newsletter' },
      { key: 'utm_medium', value: 'email' },
      { key: 'utm_term', value: 'caviste bordeaux' },
    ]);
    expect(utmPairsFrom('?page=2&q=caviste')).toEqual([]);
    expect(utmPairsFrom('?utm_date=2026&utm_=x&utm_source=')).toEqual([]);
    expect(utmPairsFrom(`?${Array.from({ length: 15 }, (_, i) => `utm_k${i}=v`).join('&')}`)).toHaveLength(10);
    expect(utmPairsFrom(`?utm_content=${'a'.repeat(500)}`)[0]!.value).toHaveLength(200);
  });

  it('accepts a touch with its date and at least one parameter, each key once', () => {
    expect(utmTouchSchema.safeParse(touch).success).toBe(true);
    expect(utmTouchSchema.safeParse(touch.filter((p) => p.key !== 'utm_date')).success).toBe(false);
    expect(utmTouchSchema.safeParse([touch[3], { key: 'utm_date', value: touch[3]!.value }]).success).toBe(false);
    expect(utmTouchSchema.safeParse([...touch, touch[0]]).success).toBe(false);
    expect(utmTouchSchema.safeParse([{ key: 'utm_date', value: 'hier' }, touch[0]]).success).toBe(false);
    expect(utmTouchSchema.safeParse([{ key: 'source', value: 'x' }, touch[3]]).success).toBe(false);
  });

  it('reads the spec’s utm_date timestamp, in milliseconds or seconds, as an ISO date (issue #38)', () => {
    const dated = (value: string) => utmTouchSchema.safeParse([touch[0], { key: 'utm_date', value }]);
    for (const value of ['1788249600000', '1788249600', '2026-09-01T08:00:00.000Z'])
      expect(dated(value).data?.[1]).toEqual({ key: 'utm_date', value: '2026-09-01T08:00:00.000Z' });
    for (const value of ['2026', '17882496000000', 'hier', '']) expect(dated(value).success).toBe(false);
  });

  it('reads a form’s campaign from JSON or an object, and drops anything malformed', () => {
    const campaign = { premiere: touch, derniere: touch };
    expect(campaignOf(JSON.stringify(campaign))).toEqual(campaign);
    expect(campaignOf(campaign)).toEqual(campaign);
    expect(campaignOf('{pas du json')).toBeNull();
    expect(campaignOf('x'.repeat(9000))).toBeNull();
    expect(campaignOf({ premiere: touch })).toBeNull();
    expect(campaignOf(undefined)).toBeNull();
  });

  it('names a touch for staff by source, medium and campaign', () => {
    expect(campaignLabel(touch)).toBe('newsletter / email / vendanges-2026');
    expect(campaignLabel([{ key: 'utm_campaign', value: 'x' }])).toBe('x');
    expect(campaignLabel(undefined)).toBe('');
  });
});
