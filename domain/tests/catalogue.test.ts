import {
  boosterLines,
  cvPackLines,
  extendedSubscription,
  isBoosterOption,
  isCvPackSize,
  isPackId,
  offerBasketLines,
  orderMachine,
  packLines,
  PACKS,
  priceBasket,
  promoCodeSchema,
  promoUsable,
  purchaseCredits,
  PURCHASE_TYPES,
  refundedSubscription,
  subscriptionPeriod,
  PURCHASES_OF,
  subscriptionLines,
  SUBSCRIPTIONS,
  transition,
} from '../src';

describe('catalogue (issue #12)', () => {
  it('each tier costs less than its offers bought one by one, and grows with the tier', () => {
    const single = (pack: (typeof PACKS)[keyof typeof PACKS]) => (pack.credits.offre ?? 0) * 9900 + (pack.credits.vendanges ?? 0) * 4900;
    for (const pack of Object.values(PACKS)) expect(pack.prixHtCents).toBeLessThan(single(pack));
    expect(PACKS.essentielle.prixHtCents).toBeLessThan(PACKS.standard.prixHtCents);
    expect(PACKS.standard.prixHtCents).toBeLessThan(PACKS.premium.prixHtCents);
  });

  it('an offer order grants one credit per line paid in money, which its publication then spends', () => {
    const lines = offerBasketLines({ offreContrat: 2, emploivendagesaisonier: true, options: [2, 6] });
    const basket = priceBasket(lines, { country: 'FR', credits: { newsletter: 1 } });
    expect(purchaseCredits({ type: 'offre', offreId: 'x' }, basket)).toEqual({ vendanges: 1 });
    expect(purchaseCredits({ type: 'booster', offreId: 'x', option: 4 }, basket)).toEqual({ remontee: 1 });
    expect(purchaseCredits({ type: 'pack-cv', nombre: 10 }, basket)).toEqual({ cv: 10 });
  });

  it('a promo code is usable within its dates, uses, targets and once per account', () => {
    const code = {
      pourcentage: 10,
      debut: '2026-01-01',
      fin: '2027-01-01',
      utilisationsMax: 2,
      utilisations: 1,
      unParCompte: true,
      cibles: ['pack'],
      actif: true,
    };
    const now = new Date('2026-06-01');
    expect(promoUsable(code, 'pack', now, false)).toBe(true);
    expect(promoUsable(code, 'pack', now, true)).toBe(false);
    expect(promoUsable(code, 'offre', now, false)).toBe(false);
    expect(promoUsable({ ...code, utilisations: 2 }, 'pack', now, false)).toBe(false);
    expect(promoUsable(code, 'pack', new Date('2027-01-01'), false)).toBe(false);
    expect(promoUsable({ ...code, actif: false }, 'pack', now, false)).toBe(false);
  });

  it('money received pays an order whatever came first; a refund needs a paid order', () => {
    expect(transition(orderMachine, 'expiree', 'payer', 'systeme').ok).toBe(true);
    expect(transition(orderMachine, 'annulee', 'payer', 'systeme').ok).toBe(true);
    expect(transition(orderMachine, 'payee', 'expirer', 'systeme').ok).toBe(false);
    expect(transition(orderMachine, 'en_attente', 'rembourser', 'moderateur').ok).toBe(false);
    expect(transition(orderMachine, 'en_attente', 'annuler', 'candidat').ok).toBe(false);
  });
});

describe('purchase lines and promo code form', () => {
  it('prices a pack, a CV pack and a booster as one line each; refuses a CV pack size not sold', () => {
    expect(packLines(PACKS.standard)).toEqual([{ kind: 'pack', label: 'Pack Standard', unitCents: 79000, quantity: 1 }]);
    expect(cvPackLines(1)[0]?.label).toBe('Accès à 1 CV');
    expect(cvPackLines(5)[0]).toMatchObject({ label: 'Pack de 5 CV', unitCents: 5900 });
    expect(() => cvPackLines(3)).toThrow(RangeError);
    expect(boosterLines(4, 'Caviste')[0]).toMatchObject({ label: 'Remontée en tête de liste — Caviste', unitCents: 1900 });
    expect([isPackId('premium'), isPackId('platine'), isCvPackSize(20), isCvPackSize(2), isBoosterOption(24), isBoosterOption(6)]).toEqual([
      true,
      false,
      true,
      false,
      true,
      false,
    ]);
    expect(purchaseCredits({ type: 'pack', packId: 'essentielle' }, priceBasket([], { country: 'FR' }))).toEqual(PACKS.essentielle.credits);
  });

  it('validates a promo code as staff type it: upper case, bounded percentage, end after start, targets', () => {
    const ok = promoCodeSchema.safeParse({
      code: ' vendanges-26 ',
      libelle: 'Vendanges',
      pourcentage: '15',
      debut: '2026-08-01',
      fin: '2026-10-31',
      utilisationsMax: '',
      cibles: ['pack'],
    });
    expect(ok.success && ok.data).toMatchObject({
      code: 'VENDANGES-26',
      pourcentage: 15,
      utilisationsMax: undefined,
      unParCompte: true,
      actif: true,
    });
    const bad = promoCodeSchema.safeParse({ code: 'x', libelle: '', pourcentage: 150, debut: '2026-10-31', fin: '2026-08-01', cibles: [] });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.path[0]).sort()).toEqual(['cibles', 'code', 'fin', 'libelle', 'pourcentage']);
    const order = promoCodeSchema.safeParse({
      code: 'ABC',
      libelle: 'A',
      pourcentage: 5,
      debut: '2026-10-31',
      fin: '2026-08-01',
      cibles: ['pack'],
      utilisationsMax: 3,
    });
    expect(order.error?.issues.map((i) => i.path[0])).toEqual(['fin']);
  });
});

describe('subscriptions (issue #38 item 5)', () => {
  it('adds the months to a running subscription, and counts from today when none runs', () => {
    expect(extendedSubscription('2027-03-31', 12, '2026-11-29')).toBe('2028-03-31');
    expect(extendedSubscription('2026-11-29', 12, '2026-11-29')).toBe('2027-11-29');
    expect(extendedSubscription('2026-11-28', 12, '2026-11-29')).toBe('2027-11-29');
    expect(extendedSubscription(null, 12, '2026-11-29')).toBe('2027-11-29');
  });

  it('a refund takes back only the days of its period still ahead', () => {
    const today = '2026-11-29';
    // Renewed early (a year from 2027-03-31), refunded today: the renewal's whole year goes.
    expect(refundedSubscription('2028-03-31', { du: '2027-03-31', au: '2028-03-31' }, today)).toBe('2027-03-31');
    // The first year, refunded after two months of it, while a renewal follows: its 304 days ahead go (counted in
    // days, and the renewal's year holds 29 February 2028), the renewal stays.
    expect(refundedSubscription('2028-09-29', { du: '2026-09-28', au: '2027-09-29' }, today)).toBe('2027-11-30');
    // A year long over, refunded after a later one was bought: nothing moves.
    expect(refundedSubscription('2027-06-10', { du: '2025-01-14', au: '2026-01-15' }, today)).toBe('2027-06-10');
    expect(subscriptionPeriod(null, 12, today)).toEqual({ du: '2026-11-28', au: '2027-11-29' });
    expect(subscriptionPeriod('2027-03-31', 12, today)).toEqual({ du: '2027-03-31', au: '2028-03-31' });
  });

  it('sells a school its subscription only, and a company everything', () => {
    expect(PURCHASES_OF.ecole).toEqual(['abonnement']);
    expect([...PURCHASES_OF.entreprise].sort()).toEqual([...PURCHASE_TYPES].sort());
    expect(subscriptionLines(SUBSCRIPTIONS.ecole)).toEqual([
      { kind: 'abonnement', label: 'Abonnement école — 12 mois', unitCents: 59000, quantity: 1 },
    ]);
    expect(purchaseCredits({ type: 'abonnement' }, priceBasket(subscriptionLines(SUBSCRIPTIONS.entreprise), { country: 'FR' }))).toEqual(
      {},
    );
  });
});
