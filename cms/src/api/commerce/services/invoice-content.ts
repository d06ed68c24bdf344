/**
 * What an invoice or a credit note says, frozen when it is issued (an invoice never changes afterwards): the
 * PDF is rendered from this snapshot alone, and can be rendered again from it identically.
 */
export interface Party {
  raisonSociale: string;
  adresse: string;
  adresseComplementaire?: string;
  codePostal?: string;
  ville: string;
  /** ISO 3166-1 alpha-2 country code. */
  pays: string;
  tva?: string;
  siret?: string;
}

export interface Seller extends Party {
  /** « SAS au capital de 10 000 € », as the law wants it on an invoice. */
  formeJuridique: string;
  siren: string;
  rcs: string;
  email: string;
  iban: string;
  bic: string;
}

export interface InvoiceLine {
  libelle: string;
  quantite: number;
  /** Unit price HT, cents. */
  prixUnitaireHtCents: number;
  /** HT of the line, cents (0 when a credit paid it). */
  totalHtCents: number;
}

export interface InvoiceContent {
  type: 'facture' | 'avoir';
  /** « 2026-000042 » for an invoice, « AV-2026-000003 » for a credit note. */
  numero: string;
  /** ISO date of issue. */
  emiseLe: string;
  /** ISO date the service was delivered (the payment's date: credits and boosters are delivered at once). */
  dateLivraison: string;
  /** The order's reference, e.g. « CEP-7K2M9QXA ». */
  commande: string;
  /** For a credit note: the invoice it cancels. */
  factureOrigine?: string;
  vendeur: Seller;
  acheteur: Party;
  lignes: InvoiceLine[];
  sousTotalHtCents: number;
  /** Promo code discount, cents (positive number, subtracted), and its label. */
  remiseHtCents: number;
  codePromo?: string;
  totalHtCents: number;
  /** VAT rate in percent (20 or 0) and its amount; one rate per invoice. */
  tauxTva: number;
  tvaCents: number;
  totalTtcCents: number;
  /** « Carte bancaire » or « Virement bancaire ». */
  modePaiement: string;
  /** ISO date paid. */
  payeeLe: string;
  /** EU business buyer outside France: « Autoliquidation » mention (article 283-2 du CGI / art. 196 directive 2006/112/CE). */
  autoliquidation: boolean;
}
