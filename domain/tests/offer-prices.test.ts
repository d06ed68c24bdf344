import { offerBasketLines, priceBasket } from '../src';

describe('offer basket (spec 01 §9)', () => {
  it('a credit makes the publication line 0 € HT; options stay priced; VAT 20 % in France', () => {
    const lines = offerBasketLines({ offreContrat: 2, emploivendagesaisonier: true, options: [2, 6] });
    expect(lines.map((l) => [l.label, l.unitCents])).toEqual([
      ['Publication d’une offre de vendanges', 4900],
      ['Diffusion dans la newsletter', 2900],
      ['Offre anonyme', 0],
    ]);
    const withCredit = priceBasket(lines, { country: 'FR', credits: { offre: 1 } });
    expect(withCredit.lines[0]).toMatchObject({ coveredByCredit: true, totalCents: 0, creditKind: 'offre' });
    expect([withCredit.totalHtCents, withCredit.vatCents, withCredit.totalTtcCents]).toEqual([2900, 580, 3480]);
  });

  it('a harvest offer uses a harvest credit first; a newsletter credit pays the newsletter option', () => {
    const lines = offerBasketLines({ offreContrat: 2, emploivendagesaisonier: true, options: [2] });
    const basket = priceBasket(lines, { country: 'FR', credits: { vendanges: 1, offre: 1, newsletter: 1 } });
    expect(basket.lines.map((l) => l.creditKind)).toEqual(['vendanges', 'newsletter']);
    expect(basket.totalTtcCents).toBe(0);
  });

  it('without credit the publication is due; internships publish free; unknown options are ignored', () => {
    expect(
      priceBasket(offerBasketLines({ offreContrat: 1, emploivendagesaisonier: false, options: [99] }), { country: 'FR' }).totalTtcCents,
    ).toBe(11880);
    expect(
      priceBasket(offerBasketLines({ offreContrat: 5, emploivendagesaisonier: false, options: [] }), { country: 'FR' }).totalTtcCents,
    ).toBe(0);
  });
});
