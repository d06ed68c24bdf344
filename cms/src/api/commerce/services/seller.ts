import type { Seller } from './invoice-content';

/**
 * Cep's own identity on invoices and transfer instructions, from the environment (cms/.env.example). The
 * defaults are the demo company of a development machine. In production there are no defaults: an invoice
 * without the real identity is not legal, so until every value is set nothing can be ordered (null).
 */
export const SELLER_ENV = {
  raisonSociale: 'CEP_VENDEUR_RAISON_SOCIALE',
  formeJuridique: 'CEP_VENDEUR_FORME_JURIDIQUE',
  adresse: 'CEP_VENDEUR_ADRESSE',
  codePostal: 'CEP_VENDEUR_CODE_POSTAL',
  ville: 'CEP_VENDEUR_VILLE',
  siren: 'CEP_VENDEUR_SIREN',
  rcs: 'CEP_VENDEUR_RCS',
  tva: 'CEP_VENDEUR_TVA',
  email: 'CEP_VENDEUR_EMAIL',
  iban: 'CEP_VENDEUR_IBAN',
  bic: 'CEP_VENDEUR_BIC',
} as const;

const DEMO: Record<keyof typeof SELLER_ENV, string> = {
  raisonSociale: 'Cep Démo SAS',
  formeJuridique: 'SAS au capital de 10 000 €',
  adresse: '1 cours du Médoc',
  codePostal: '33000',
  ville: 'Bordeaux',
  siren: '000 000 000',
  rcs: 'RCS Bordeaux 000 000 000 (démonstration)',
  tva: 'FR00000000000',
  email: 'facturation@cep.example',
  iban: 'FR76 0000 0000 0000 0000 0000 000',
  bic: 'DEMOFRPPXXX',
};

export function seller(env: NodeJS.ProcessEnv = process.env): Seller | null {
  const production = env.NODE_ENV === 'production';
  if (production && Object.values(SELLER_ENV).some((name) => !env[name]?.trim())) return null;
  const value = (key: keyof typeof SELLER_ENV) => env[SELLER_ENV[key]]?.trim() || DEMO[key];
  return {
    raisonSociale: value('raisonSociale'),
    formeJuridique: value('formeJuridique'),
    adresse: value('adresse'),
    codePostal: value('codePostal'),
    ville: value('ville'),
    pays: 'FR',
    siren: value('siren'),
    rcs: value('rcs'),
    tva: value('tva'),
    email: value('email'),
    iban: value('iban'),
    bic: value('bic'),
  };
}
