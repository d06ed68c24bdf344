import { randomUUID } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { FRANCE, isEuCountry } from '@cep/domain';
import { privateStorage } from '../../../private-files/storage';
import { storedFile, type StoredFile } from '../../../private-files/private-file';
import { documentData } from '../../../utils/document-data';
import type { InvoiceContent, Party } from './invoice-content';
import { renderInvoicePdf } from './invoice-pdf';
import { nextInvoiceNumber, type InvoiceSeries } from './invoice-numbers';
import { basketOf, type BasketColumns } from './order-model';
import { seller } from './seller';
import { UIDS } from '../../../uids';

type Billing = Record<string, string | undefined>;

/** The order's row as fulfilment reads it. */
export interface SettledOrder extends BasketColumns {
  id: number;
  reference: string;
  achat: unknown;
  codePromo?: string | null;
  facturation: unknown;
  modePaiement: 'carte' | 'virement';
  accountId: number;
}

const PARIS_YEAR = new Intl.DateTimeFormat('fr-FR', { year: 'numeric', timeZone: 'Europe/Paris' });

/** The billing block the order kept (`billingOf` in orders.ts wrote each value as text). */
const keptBilling = (facturation: unknown): Billing =>
  facturation && typeof facturation === 'object'
    ? Object.fromEntries(Object.entries(facturation).flatMap(([field, value]) => (typeof value === 'string' ? [[field, value]] : [])))
    : {};

function buyerOf(billing: Billing): Party {
  const pays = billing.societeFacturePays ?? FRANCE;
  return {
    raisonSociale: billing.societeFactureRaisonSociale ?? '',
    adresse: billing.societeFactureAdresse ?? '',
    adresseComplementaire: billing.societeFactureAdresseComplementaire,
    codePostal: billing.societeFactureCodePostal,
    ville: (pays === FRANCE ? billing.societeFactureVille : billing.societeFactureVilleInternational || billing.societeFactureVille) ?? '',
    pays,
    tva: billing.societeFactureTva,
    siret: billing.societeFactureSiret,
  };
}

/**
 * Issues an invoice (or a credit note) for a paid order, inside the payment's transaction: the number comes
 * from the series' counter there, and the content is frozen — the PDF is rendered from it, now or later.
 */
export async function issueInvoice(
  strapi: Core.Strapi,
  trx: Knex.Transaction,
  order: SettledOrder,
  series: InvoiceSeries,
  at: Date,
  original?: string,
) {
  const vendeur = seller();
  if (!vendeur) throw new Error('seller identity missing: no invoice can be issued');
  const { numero, year, sequence } = await nextInvoiceNumber(strapi, trx, series, Number(PARIS_YEAR.format(at)));
  const basket = basketOf(order);
  const acheteur = buyerOf(keptBilling(order.facturation));
  const contenu: InvoiceContent = {
    type: series,
    numero,
    emiseLe: at.toISOString(),
    dateLivraison: at.toISOString(),
    commande: order.reference,
    factureOrigine: original,
    vendeur,
    acheteur,
    lignes: basket.lines.map((line) => ({
      libelle: line.label,
      quantite: line.quantity,
      prixUnitaireHtCents: line.unitCents,
      totalHtCents: line.totalCents,
    })),
    sousTotalHtCents: basket.subtotalCents,
    remiseHtCents: basket.discountCents,
    codePromo: order.codePromo ?? undefined,
    totalHtCents: basket.totalHtCents,
    tauxTva: basket.vatRate,
    tvaCents: basket.vatCents,
    totalTtcCents: basket.totalTtcCents,
    modePaiement: order.modePaiement === 'carte' ? 'Carte bancaire' : 'Virement bancaire',
    payeeLe: at.toISOString(),
    autoliquidation: acheteur.pays !== FRANCE && isEuCountry(acheteur.pays) && Boolean(acheteur.tva),
  };
  return strapi.documents(UIDS.invoice).create({
    data: documentData(UIDS.invoice, {
      numero,
      type: series,
      annee: year,
      sequence,
      order: order.id,
      account: order.accountId,
      emiseLe: at.toISOString(),
      totalTtc: basket.totalTtcCents,
      contenu,
    }),
  });
}

/**
 * The invoice's PDF: stored privately the first time it is asked for (or right after payment), then served
 * from storage. Rendering needs only the frozen content, so a crash before storing loses nothing.
 */
export async function invoicePdf(
  strapi: Core.Strapi,
  invoice: { documentId: string; numero?: string | null; contenu?: unknown; fichier?: unknown },
) {
  const storage = privateStorage(strapi);
  const existing = storedFile(invoice.fichier);
  if (existing) return { file: existing, storage };
  const bytes = await renderInvoicePdf(invoice.contenu as InvoiceContent);
  const file: StoredFile = {
    cle: `factures/${randomUUID()}`,
    nom: `Facture ${invoice.numero ?? ''}.pdf`,
    taille: bytes.length,
    type: 'application/pdf',
  };
  await storage.put(file.cle, bytes, file.type);
  await strapi.documents(UIDS.invoice).update({ documentId: invoice.documentId, data: documentData(UIDS.invoice, { fichier: file }) });
  return { file, storage };
}
