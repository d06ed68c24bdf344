import fc from 'fast-check';
import { priceBasket, roundCents, withBillingCountry, type BasketLine } from '../src';

const publication: BasketLine = {
  label: 'Publication d’offre',
  kind: 'publication',
  unitCents: 19900,
  quantity: 1,
  creditKinds: ['offre'],
};
const newsletter: BasketLine = { label: 'Newsletter', kind: 'option', unitCents: 4990, quantity: 1, creditKinds: ['newsletter'] };

describe('basket pricing (spec 01 §9, spec 02 §9)', () => {
  it('adds 20 % VAT in France on the HT total', () => {
    const basket = priceBasket([publication, newsletter], { country: 'FR' });
    expect(basket).toMatchObject({ subtotalCents: 24890, totalHtCents: 24890, vatRate: 20, vatCents: 4978, totalTtcCents: 29868 });
  });

  it('charges no VAT outside France', () => {
    expect(priceBasket([publication], { country: 'BE' })).toMatchObject({ vatRate: 0, vatCents: 0, totalTtcCents: 19900 });
    expect(priceBasket([publication], { country: 'CH' }).vatCents).toBe(0);
  });

  it('makes a line 0 € HT while a credit of its kind is left, the others still paid', () => {
    const basket = priceBasket([publication, newsletter, publication], { country: 'FR', credits: { offre: 1, newsletter: 0 } });
    expect(basket.lines.map((l) => l.totalCents)).toEqual([0, 4990, 19900]);
    expect(basket.lines[0]).toMatchObject({ coveredByCredit: true, creditKind: 'offre' });
    expect(basket.totalHtCents).toBe(24890);
  });

  it('takes the first credit kind a line accepts that is left; unlimited covers every such line', () => {
    const harvest: BasketLine = { ...publication, creditKinds: ['vendanges', 'offre'] };
    expect(priceBasket([harvest], { country: 'FR', credits: { vendanges: 1, offre: 3 } }).lines[0]?.creditKind).toBe('vendanges');
    expect(priceBasket([harvest], { country: 'FR', credits: { vendanges: 0, offre: 3 } }).lines[0]?.creditKind).toBe('offre');
    const unlimited = priceBasket([publication, publication, newsletter], { country: 'FR', credits: { offre: 'illimite' } });
    expect(unlimited.lines.map((l) => l.totalCents)).toEqual([0, 0, 4990]);
  });

  it('re-prices the VAT of a basket for another billing country, HT unchanged', () => {
    const basket = priceBasket([publication, newsletter], { country: 'DE', promoPercent: 10 });
    expect(withBillingCountry(basket, 'FR')).toEqual(priceBasket([publication, newsletter], { country: 'FR', promoPercent: 10 }));
    expect(withBillingCountry(basket, 'BE')).toEqual(basket);
  });

  it('applies the promo percentage to the HT total', () => {
    const basket = priceBasket([publication, newsletter], { country: 'FR', promoPercent: 10 });
    expect(basket.discountCents).toBe(2489);
    expect(basket.totalHtCents).toBe(22401);
    expect(basket.vatCents).toBe(4480);
    expect(basket.totalTtcCents).toBe(26881);
  });

  it('rounds to the cent, half away from zero', () => {
    expect(roundCents(0.5)).toBe(1);
    expect(roundCents(-0.5)).toBe(-1);
    expect(roundCents(1234.5)).toBe(1235);
  });

  const line = fc.record({
    label: fc.string(),
    kind: fc.constantFrom('publication' as const, 'option' as const, 'pack' as const, 'cv' as const),
    unitCents: fc.integer({ min: 0, max: 10_000_000 }),
    quantity: fc.integer({ min: 0, max: 50 }),
    creditKinds: fc.subarray(['offre', 'vendanges', 'newsletter'] as const),
  });
  const credits = fc.record({ offre: fc.nat(5), vendanges: fc.nat(5), newsletter: fc.nat(5) });
  const options = fc.record({
    country: fc.constantFrom('FR', 'BE', 'DE', 'CH', 'US'),
    credits,
    promoPercent: fc.double({ min: -50, max: 150, noNaN: true }),
  });

  it('property: the lines add up to the subtotal, totals are consistent and never negative', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 8 }), options, (lines, opts) => {
        const b = priceBasket(lines, opts);
        expect(b.lines.reduce((s, l) => s + l.totalCents, 0)).toBe(b.subtotalCents);
        expect(b.totalHtCents).toBe(b.subtotalCents - b.discountCents);
        expect(b.totalTtcCents).toBe(b.totalHtCents + b.vatCents);
        expect(b.totalHtCents).toBeGreaterThanOrEqual(0);
        expect(b.totalTtcCents).toBeGreaterThanOrEqual(0);
        for (const v of [b.subtotalCents, b.discountCents, b.vatCents, b.totalTtcCents]) expect(Number.isInteger(v)).toBe(true);
      }),
    );
  });

  it('property: a fractional unit price costs at most half a cent per line against exact arithmetic', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0, max: 10_000_000, noNaN: true }), { minLength: 1, maxLength: 8 }), (cents) => {
        const lines = cents.map((c): BasketLine => ({ label: 'x', kind: 'option', unitCents: c, quantity: 1 }));
        const exact = cents.reduce((s, c) => s + c, 0);
        expect(Math.abs(priceBasket(lines, { country: 'BE' }).subtotalCents - exact)).toBeLessThanOrEqual(cents.length * 0.5 + 1e-6);
      }),
    );
  });

  it('property: credits never cover more units of a kind than the balance holds, nor a line that does not accept them', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 8 }), credits, (lines, balances) => {
        const covered = priceBasket(lines, { country: 'FR', credits: balances }).lines.filter((l) => l.coveredByCredit);
        for (const kind of ['offre', 'vendanges', 'newsletter'] as const) {
          const used = covered.filter((l) => l.creditKind === kind).reduce((s, l) => s + l.quantity, 0);
          expect(used).toBeLessThanOrEqual(balances[kind]);
        }
        covered.forEach((l) => expect(l.creditKinds).toContain(l.creditKind));
      }),
    );
  });

  it('property: a promo never makes a total negative, and never takes more than the HT subtotal', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 8 }), fc.integer({ min: 0, max: 100 }), (lines, percent) => {
        const b = priceBasket(lines, { country: 'FR', promoPercent: percent });
        expect(b.discountCents).toBeLessThanOrEqual(b.subtotalCents);
        expect(b.totalTtcCents).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
