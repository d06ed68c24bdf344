/**
 * VAT (spec 01 §5, §9; spec 02 §9): 20 % for France, 0 elsewhere. Countries are ISO 3166-1 alpha-2 codes.
 * EU members other than France are invoiced without VAT (intra-community reverse charge), which is why the
 * intra-community VAT number is required in the EU zone.
 */
export const FRANCE = 'FR';
export const VAT_RATE_FRANCE = 20;

export const EU_COUNTRIES = [
  'AT',
  'BE',
  'BG',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'HU',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
] as const;

/**
 * The countries the forms offer and the only ones accepted (issue #36 item 2: any two letters were a billing country,
 * at 0 % VAT): France, the rest of the EU, and the countries the sector trades with most (export markets and the
 * other wine-growing countries).
 */
export const OTHER_COUNTRIES = ['AR', 'AU', 'CA', 'CH', 'CL', 'CN', 'GB', 'JP', 'NZ', 'US', 'ZA'] as const;
export const COUNTRY_CODES = [FRANCE, ...EU_COUNTRIES.filter((code) => code !== FRANCE), ...OTHER_COUNTRIES] as const;

export function isKnownCountry(country: string): boolean {
  return (COUNTRY_CODES as readonly string[]).includes(country.toUpperCase());
}

/**
 * Sectors whose buyers are not VAT-registered, so no intra-community number can be asked of them
 * (spec 02 §5 "when the sector is not zero-VAT"; the list itself is decided: domain/README.md).
 */
export const ZERO_VAT_SECTORS = ['association', 'collectivite', 'etablissement-public', 'particulier'] as const;

/** The VAT number field locks at 13 characters (spec 02 §5): a French number is FR + 2-character key + SIREN. */
export const VAT_NUMBER_MAX = 13;

export function isEuCountry(country: string): boolean {
  return (EU_COUNTRIES as readonly string[]).includes(country.toUpperCase());
}

export function vatRate(country: string): number {
  return country.toUpperCase() === FRANCE ? VAT_RATE_FRANCE : 0;
}

export function isZeroVatSector(sector: string | undefined): boolean {
  return sector !== undefined && (ZERO_VAT_SECTORS as readonly string[]).includes(sector);
}

/** In the EU zone the intra-community VAT number is required unless the sector is zero-VAT. */
export function requiresVatNumber(country: string, sector?: string): boolean {
  return isEuCountry(country) && !isZeroVatSector(sector);
}

/**
 * An EU VAT number starts with its country's code (Greece's with EL): a French number with a Belgian address is not
 * Belgian reverse charge. Numbers of other countries are not checked beyond their shape.
 */
export function vatNumberFitsCountry(value: string, country: string): boolean {
  const code = country.toUpperCase();
  if (!isEuCountry(code)) return true;
  return value
    .replace(/\s+/g, '')
    .toUpperCase()
    .startsWith(code === 'GR' ? 'EL' : code);
}

/** Two letters then 2 to 11 letters or digits, 13 characters at most, spaces ignored. */
export function isVatNumber(value: string): boolean {
  const compact = value.replace(/\s+/g, '').toUpperCase();
  return compact.length <= VAT_NUMBER_MAX && /^[A-Z]{2}[0-9A-Z]{2,11}$/.test(compact);
}
