import { billingFieldsRequired, placeFieldsRequired } from '@/components/account/zone-required';

const BILLING = {
  country: 'pays',
  postalCode: 'cp',
  city: 'ville',
  intlCity: 'villeInternational',
  vat: 'tva',
  sector: 'secteur',
};

describe('the fields a country requires, marked as it is chosen (issue #38 item 8)', () => {
  it('France: the city from the list and its postal code, and the VAT number (EU)', () => {
    expect(billingFieldsRequired({}, BILLING).sort()).toEqual(['cp', 'tva', 'ville']);
    expect(placeFieldsRequired({ pays: 'FR' }, BILLING).sort()).toEqual(['cp', 'ville']);
  });

  it('the rest of the EU: postal code, VAT number and the city typed; a zero-VAT sector spares the VAT number', () => {
    expect(billingFieldsRequired({ pays: 'DE' }, BILLING).sort()).toEqual(['cp', 'tva', 'villeInternational']);
    expect(billingFieldsRequired({ pays: 'DE', secteur: 'association' }, BILLING)).not.toContain('tva');
  });

  it('elsewhere: the city typed only', () => {
    expect(billingFieldsRequired({ pays: 'US' }, BILLING)).toEqual(['villeInternational']);
    expect(placeFieldsRequired({ pays: 'CH' }, BILLING)).toEqual(['villeInternational']);
  });
});
