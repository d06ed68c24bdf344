import type { Pack, PurchaseType, Subscription } from '../catalogue';
import type { CreditBalance } from '../credits';
import type { CreditKind } from '../constants';
import type { Basket } from '../pricing';

/** GET /packs — each tier with its price HT and TTC (France). */
export interface PacksResponse {
  packs: Array<Pack & { prixTtcCents: number }>;
  parDefaut: string;
  packsCv: Array<{ nombre: number; prixHtCents: number }>;
  abonnements: Array<Subscription & { prixTtcCents: number }>;
}

export type OrderState = 'en_attente' | 'payee' | 'annulee' | 'expiree' | 'remboursee';

export const ORDER_STATE_LABELS: Record<OrderState, string> = {
  en_attente: 'En attente de paiement',
  payee: 'Payée',
  annulee: 'Annulée',
  expiree: 'Expirée',
  remboursee: 'Remboursée',
};

/** Bank details and the reference a transfer must carry. */
export interface TransferInstructions {
  titulaire: string;
  iban: string;
  bic: string;
  reference: string;
  montantCents: number;
  avantLe: string;
}

export interface InvoiceSummary {
  numero: string;
  type: 'facture' | 'avoir';
  emiseLe: string;
  totalTtcCents: number;
}

export interface OrderView {
  id: string;
  reference: string;
  type: PurchaseType;
  libelle: string;
  etat: OrderState;
  modePaiement: 'carte' | 'virement';
  panier: Basket;
  codePromo: string | null;
  creeLe: string;
  expireLe: string | null;
  payeeLe: string | null;
  offre: { id: string; titre: string } | null;
  factures: InvoiceSummary[];
  virement: TransferInstructions | null;
}

/** GET /recrutement/achat?type=…: what the purchase costs and the billing block to prefill. */
export interface PurchaseQuote {
  code: 200;
  achat: { type: PurchaseType; libelle: string };
  panier: Basket;
  /** The billing block to prefill: the account's billing address, or the company's when it has none. */
  facturation: Record<string, string>;
  /** The company's own address, in the billing fields' names: billed there unless the box says otherwise. */
  entreprise: Record<string, string>;
  /** The account's box « adresse de facturation différente ». */
  factureDifferente: boolean;
  carteDisponible: boolean;
  /** A subscription's quote: its last day now (null: none runs) and once this one is paid. */
  abonnement?: { fin: string | null; prolongeJusquAu: string };
}

/** GET /codepromo/validation/{code}[/…] (spec 02 §7); bare, no basket: whether the code serves anything now. */
export interface PromoValidation {
  code: 200;
  recapitulatif: { label: string; pourcentage: number; montant: number };
  textefin: string;
  panier?: Basket;
}

/** POST /recrutement/commande, and another go at paying by card: the order and, for a card, Stripe's page. */
export interface OrderCreated {
  code: 200;
  commande: OrderView;
  url?: string;
}

/** An order of the account (its page, the success page's confirmation, a cancellation). */
export interface OrderAnswer {
  code: 200;
  commande: OrderView;
}

/** GET /recrutement/societe/tva — the VAT rate of the billing country (spec 02 §7). */
export interface VatAnswer {
  code: 200;
  tva: number;
}

/** GET /recrutement/commandes — the account's orders and its balances. */
export interface OrdersResponse {
  code: 200;
  commandes: OrderView[];
  credits: Record<CreditKind, CreditBalance>;
  /** The subscription's last day (null: none ever ran). */
  abonnementFin: string | null;
}
