import type { Core } from '@strapi/strapi';
import {
  availableActions,
  contractIds,
  contractLabel,
  offerMachine,
  offerStateKeys,
  offerStateLabel,
  type OfferState,
  type OfferStep2,
  type RecruiterOfferCard,
  type RecruiterOfferList,
} from '@cep/domain';
import { organisations } from '../../account';
import { documentData } from '../../../utils/document-data';
import { toSafeHtml } from '../../../utils/rich-text';
import { OFFER_RELATIONS, offerData, step2Attributes, type Offer, type OfferFields } from '../utils/attributes';
import { isoDate } from '../../../utils/json-columns';
import { countsByOffer } from '../../application';
import { UIDS } from '../../../uids';

type Query = Record<string, unknown>;

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

type ListedOffer = OfferFields & { company?: { societeRaisonsocial?: string | null } | null };

/** One card of the management page, with the actions the state machine allows the recruiter. */
function toCard(row: ListedOffer, applications = { total: 0, nouvelles: 0 }, socialBoost: string | null = null): RecruiterOfferCard {
  // `etat` is required with a default: a row always has one.
  const etat: OfferState = row.etat ?? 'brouillon';
  return {
    id: row.documentId,
    titre: row.offreTitre ?? '',
    contrat: { id: row.offreContrat ?? null, libelle: contractLabel(row.offreContrat ?? 0) ?? '' },
    etat,
    etatLibelle: offerStateLabel(etat),
    ville: row.offreVille ?? '',
    societe: row.company?.societeRaisonsocial ?? '',
    etape: row.etape ?? 1,
    datePublication: isoDate(row.datePublication),
    dateExpiration: isoDate(row.dateExpiration),
    dateSuspension: isoDate(row.dateSuspension),
    motifRefus: row.motifRefus ?? null,
    modificationEnAttente: row.modification !== null && row.modification !== undefined,
    modificationRefusee: row.modificationRefusee ?? null,
    candidatures: applications.total,
    nouvellesCandidatures: applications.nouvelles,
    clicsPostuler: row.offreModeReception === 'url' ? (row.clicsPostuler ?? 0) : null,
    actions: availableActions(offerMachine, etat, 'recruteur'),
    boosters: {
      newsletter: Boolean(row.newsletterDemandeeLe),
      aLaUneJusquau: isoDate(row.aLaUneJusquau),
      cvtheque: Boolean(row.cvthequeActive),
      reseauxLe: socialBoost,
    },
  };
}

/** The social-boost date booked for each of these offers (one query for a whole page of cards). */
async function socialBoostDates(strapi: Core.Strapi, offerIds: number[]): Promise<Map<number, string>> {
  if (offerIds.length === 0) return new Map();
  const rows = await strapi.db
    .query(UIDS.socialBoost)
    .findMany({ where: { offer: { id: { $in: offerIds } } }, select: ['datePublie'], populate: { offer: { select: ['id'] } } });
  return new Map(rows.map((row: { datePublie: string; offer: { id: number } }) => [Number(row.offer.id), String(row.datePublie)]));
}

/** The recruiter side of offers, always within one account: another account's offer is not found. */
export function recruiterOffers(strapi: Core.Strapi) {
  const offers = () => strapi.documents(UIDS.offer);

  return {
    /** An offer of the account, or null (answered 404, exactly like a missing one, so ids cannot be probed). */
    async owned(accountId: number, documentId: string): Promise<Offer | null> {
      return offers().findFirst({ filters: { documentId, account: { id: accountId } }, populate: OFFER_RELATIONS });
    },

    /** A new offer of the account, signed by its main company until step 2 says otherwise. */
    async create(accountId: number, userId: number, columns: Record<string, unknown>) {
      const company = await organisations(strapi).mainCompany(accountId);
      return offers().create({
        data: offerData({ ...columns, etat: 'brouillon', account: accountId, company: company?.id ?? null, recruteur: userId }),
      });
    },

    async update(offer: Offer, columns: Record<string, unknown>) {
      return offers().update({ documentId: offer.documentId, data: offerData(columns) });
    },

    /**
     * Step 2: the signing company (one of the account's) keeps its description and size; the offer's columns (its
     * delivery options) go to `writeOffer`, the offer itself or its pending change. A description left out keeps the
     * company's; an online company page keeps one (issue #14).
     */
    async saveCompanyStep(
      accountId: number,
      data: OfferStep2,
      writeOffer: (columns: Record<string, unknown>) => Promise<unknown>,
    ): Promise<'saved' | 'no-company' | 'page-needs-description'> {
      const company = (await organisations(strapi).companies(accountId)).find((c) => c.documentId === data.societe);
      if (!company) return 'no-company';
      const description = data.societeDescription === undefined ? undefined : toSafeHtml(data.societeDescription);
      if (description === '' && company.enLigne) return 'page-needs-description';
      await strapi.documents(UIDS.company).update({
        documentId: company.documentId,
        data: documentData(UIDS.company, {
          ...(description === undefined ? {} : { description: description || null }),
          nombreSalaries: data.nombreSalaries,
        }),
      });
      await writeOffer(step2Attributes(data, Number(company.id)));
      return 'saved';
    },

    /** One card, as the management page shows it (spec 02 §7 `/load-card-offre/{id}`). */
    async card(accountId: number, documentId: string): Promise<RecruiterOfferCard | null> {
      const row = await offers().findFirst({
        filters: { documentId, account: { id: accountId } },
        populate: { company: { fields: ['societeRaisonsocial'] } },
      });
      if (!row) return null;
      const [applications, boosts] = await Promise.all([
        countsByOffer(strapi, [Number(row.id)]),
        socialBoostDates(strapi, [Number(row.id)]),
      ]);
      return toCard(row, applications.get(Number(row.id)), boosts.get(Number(row.id)));
    },

    async remove(offer: Offer) {
      await offers().delete({ documentId: offer.documentId });
    },

    /**
     * The management page (spec 02 §2): the account's offers filtered by status, contract and free text, with
     * the actions the state machine allows, the counts per status, and each offer's applications (new ones apart).
     */
    async list(accountId: number, query: Query): Promise<RecruiterOfferList> {
      const account = { account: { id: accountId } };
      const where: Record<string, unknown>[] = [account];
      const etat = text(query.etat);
      if (offerStateKeys.some((key) => key === etat)) where.push({ etat });
      const contrat = Number(text(query.contrat));
      if (contractIds.some((id) => id === contrat)) where.push({ offreContrat: contrat });
      const q = text(query.q).slice(0, 100);
      if (q) where.push({ $or: [{ offreTitre: { $containsi: q } }, { offreVille: { $containsi: q } }] });

      const [rows, all] = await Promise.all([
        offers().findMany({
          filters: { $and: where },
          populate: { company: { fields: ['societeRaisonsocial'] } },
          sort: { updatedAt: 'desc' },
        }),
        offers().findMany({ filters: account, fields: ['etat'] }),
      ]);
      const count = (state: OfferState) => all.filter((o) => o.etat === state).length;
      // Every state, in `offerStateKeys`' order.
      const compteurs: Record<OfferState, number> = {
        brouillon: count('brouillon'),
        validation: count('validation'),
        publiee: count('publiee'),
        refusee: count('refusee'),
        suspendue: count('suspendue'),
        expiree: count('expiree'),
      };
      const ids = rows.map((row) => Number(row.id));
      const [applications, boosts] = await Promise.all([countsByOffer(strapi, ids), socialBoostDates(strapi, ids)]);
      return {
        compteurs,
        offres: rows.map((row) => toCard(row, applications.get(Number(row.id)), boosts.get(Number(row.id)))),
      };
    },
  };
}
