import type { Core } from '@strapi/strapi';
import {
  contracts,
  DOMAINS,
  EXPERIENCE_LEVELS,
  labelOf,
  LANGUAGES,
  STUDY_LEVELS,
  messages,
  type CvBuyer,
  type CvCard,
  type CvFull,
  type CvLibraryPage,
  type CvPurchaseAnswer,
} from '@cep/domain';
import type { CvDocument } from '@cep/search';
import { storedFile, type StoredFile } from '../../../private-files/private-file';
import { lockRow, type Transaction } from '../../../utils/row-lock';
import { ledger } from '../../account';
import { isoDate, numberList, stringList } from '../../../utils/json-columns';
import { cvSearchQuery } from '../utils/cv-search-query';
import { cvIndexOf } from './cv-index';
import { cvZones, periodOf } from '../utils/cv-zones';
import { UIDS } from '../../../uids';

const HITS_PER_PAGE = 20;

/** A purchase: bought (or already bought), or refused — 402 without a CV credit, 404 for a CV no longer visible. */
export type PurchaseOutcome = CvPurchaseAnswer | { code: 402 | 404; credit: number | null; message: string };

type Labels = Pick<CvCard, 'experience' | 'niveau' | 'contrats' | 'domaines' | 'langues'>;

function labels(experience: string, niveau: string, contrats: string[], domaines: string[], langues: string[]): Labels {
  const of = (choices: Parameters<typeof labelOf>[0], ids: string[]) =>
    ids.map((id) => labelOf(choices, Number(id))).filter((l): l is string => Boolean(l));
  return {
    experience: of(EXPERIENCE_LEVELS, [experience])[0] ?? null,
    niveau: of(STUDY_LEVELS, [niveau])[0] ?? null,
    contrats: contrats.map((slug) => contracts.find((c) => c.slug === slug)?.label ?? '').filter(Boolean),
    domaines: of(DOMAINS, domaines),
    langues: of(LANGUAGES, langues),
  };
}

/** The anonymous card of an indexed CV (what the index holds is already anonymous). */
export function cardOf(doc: CvDocument, aime: boolean, achete: boolean): CvCard {
  return {
    id: doc.id,
    titre: doc.title,
    anneesExperience: doc.experienceYears,
    ...labels(doc.experience, doc.studyLevel, doc.contracts, doc.domains, doc.languages),
    zones: doc.zoneLabels,
    permis: doc.licence,
    remuneration: doc.pay || null,
    postes: doc.positions,
    diplomes: doc.diplomas,
    misAJourLe: new Date(doc.updatedAt).toISOString(),
    aime,
    achete,
  };
}

/**
 * The CV library (issue #13 item 4) for the caller's account: search over visible CVs, anonymous cards, likes
 * shared by the account's members, and purchases: one CV credit from the ledger reveals the full CV and contact
 * to every member; buying again costs nothing. A purchase keeps its access when the candidate later hides the CV.
 */
export function cvLibrary(strapi: Core.Strapi) {
  const cvIndex = () => cvIndexOf(strapi);

  async function likedIds(accountId: number): Promise<string[]> {
    const rows = await strapi
      .documents(UIDS.cvLike)
      .findMany({ filters: { account: { id: accountId } }, fields: ['documentId'], populate: { candidate: { fields: ['documentId'] } } });
    return rows.flatMap((row) => (row.candidate ? [row.candidate.documentId] : []));
  }

  async function boughtIds(accountId: number, candidateIds?: string[]): Promise<Set<string>> {
    const rows = await strapi.documents(UIDS.cvPurchase).findMany({
      filters: { account: { id: accountId }, ...(candidateIds ? { candidate: { documentId: { $in: candidateIds } } } : {}) },
      fields: ['documentId'],
      populate: { candidate: { fields: ['documentId'] } },
    });
    return new Set(rows.flatMap((row) => (row.candidate ? [row.candidate.documentId] : [])));
  }

  const candidateRow = (documentId: string) =>
    strapi.documents(UIDS.candidate).findOne({
      documentId,
      populate: {
        user: { fields: ['nom', 'prenom', 'email', 'telephone'] },
        entries: { sort: { dateDebut: 'desc' } },
        languages: { fields: ['langue'] },
      },
    });

  async function purchaseOf(accountId: number, candidateId: number | string) {
    return (await strapi.db.query(UIDS.cvPurchase).findOne({ where: { cle: `${accountId}:${candidateId}` } })) as {
      createdAt: string | Date;
    } | null;
  }

  return {
    /**
     * Who may open the library (decided, docs/decisions.md): an account with CV credits (or unlimited ones), an
     * online offer with the CV-library option, or CVs already bought. Answers the CV credits left too.
     */
    async access(accountId: number): Promise<{ acces: boolean; credits: number | null }> {
      const balance = (await ledger(strapi).balances(accountId)).cv;
      const credits = balance === 'illimite' ? null : balance;
      if (credits === null || credits > 0) return { acces: true, credits };
      const withOption = await strapi.db
        .query(UIDS.offer)
        .count({ where: { account: accountId, etat: 'publiee', cvthequeActive: true, dateExpiration: { $gt: new Date() } } });
      if (withOption > 0) return { acces: true, credits };
      return { acces: (await strapi.db.query(UIDS.cvPurchase).count({ where: { account: accountId } })) > 0, credits };
    },

    async search(accountId: number, query: Record<string, unknown>): Promise<Omit<CvLibraryPage, 'acces' | 'credits'>> {
      const liked = await likedIds(accountId);
      const onlyLiked = query.aimes === '1';
      if (onlyLiked && liked.length === 0) return { resultats: [], total: 0, page: 1, totalPages: 0, facets: {} };
      const result = await cvIndex().search({ ...cvSearchQuery(query, onlyLiked ? liked : null), hitsPerPage: HITS_PER_PAGE });
      const bought = await boughtIds(
        accountId,
        result.hits.map((hit) => hit.id),
      );
      const likedSet = new Set(liked);
      return {
        resultats: result.hits.map((hit) => cardOf(hit, likedSet.has(hit.id), bought.has(hit.id))),
        total: result.total,
        page: result.page,
        totalPages: result.totalPages,
        facets: result.facets,
      };
    },

    /** One CV: in full when the account bought it, its anonymous card while it is visible, otherwise null (404). */
    async find(accountId: number, documentId: string): Promise<{ full: CvFull } | { card: CvCard } | null> {
      const row = await candidateRow(documentId);
      if (!row) return null;
      const purchase = await purchaseOf(accountId, row.id);
      const aime = (await likedIds(accountId)).includes(documentId);
      if (!purchase) {
        if (!row.visible) return null;
        const hit = (await cvIndex().search({ filters: [{ field: 'id', op: 'in', values: [documentId] }], hitsPerPage: 1 })).hits[0];
        return hit ? { card: cardOf(hit, aime, false) } : null;
      }
      const entries = (row.entries ?? []).map((e) => ({
        kind: e.kind,
        titre: e.titre ?? '',
        lieu: e.lieu ?? '',
        description: e.description ?? '',
        periode: periodOf(isoDate(e.dateDebut), isoDate(e.dateFin), Boolean(e.enCours)),
      }));
      const file = storedFile(row.cvFichier);
      return {
        full: {
          id: row.documentId,
          titre: row.cvTitre ?? '',
          anneesExperience: row.cvAnneesExperience ?? null,
          ...labels(
            String(row.cvExperience ?? ''),
            String(row.cvNiveauEtude ?? ''),
            numberList(row.cvContratSouhaite).map((id) => contracts.find((c) => c.id === id)?.slug ?? ''),
            numberList(row.cvDomaines).map(String),
            (row.languages ?? []).map((l) => String(l.langue)),
          ),
          zones: cvZones(stringList(row.cvZonegeo)).labels,
          permis: Boolean(row.cvPermis),
          remuneration: row.cvRemuneration === null || row.cvRemuneration === undefined ? null : Number(row.cvRemuneration),
          misAJourLe: new Date(row.updatedAt ?? Date.now()).toISOString(),
          aime,
          achete: true,
          nom: row.user?.nom ?? '',
          prenom: row.user?.prenom ?? '',
          email: row.user?.email ?? '',
          telephone: row.user?.telephone ?? null,
          photo: storedFile(row.photo) !== null,
          fichier: file ? { nom: file.nom, taille: file.taille } : null,
          postes: entries.filter((e) => e.kind === 'experience').map(({ kind: _kind, ...rest }) => rest),
          diplomes: entries.filter((e) => e.kind === 'diplome').map(({ kind: _kind, ...rest }) => rest),
          acheteLe: new Date(purchase.createdAt).toISOString(),
        },
      };
    },

    /** A bought CV's photo or file; null when not bought (or gone). */
    async file(accountId: number, documentId: string, field: 'photo' | 'cvFichier'): Promise<StoredFile | null> {
      const row = await candidateRow(documentId);
      if (!row || !(await purchaseOf(accountId, row.id))) return null;
      return storedFile(row[field]);
    },

    /**
     * Buys a CV (spec 02 §7): one `cv` credit and the purchase in one transaction on the locked account row, so a
     * double click or two members at once spend one credit; a CV already bought costs nothing.
     */
    async buy(accountId: number, userId: number, documentId: string): Promise<PurchaseOutcome> {
      const row = await candidateRow(documentId);
      const credit = async () => {
        const balance = (await ledger(strapi).balances(accountId)).cv;
        return balance === 'illimite' ? null : balance;
      };
      if (!row) return { code: 404, credit: await credit(), message: messages.cvIndisponible };
      const outcome = await strapi.db.transaction(async ({ trx }: Transaction) => {
        await lockRow(strapi, trx, UIDS.account, accountId, ['id']);
        if (await purchaseOf(accountId, row.id)) return 'owned' as const;
        // Only a visible CV can be bought; one already bought stays open to the account.
        if (!row.visible) return 'hidden' as const;
        const balance = (await ledger(strapi).balances(accountId)).cv;
        if (balance !== 'illimite') {
          const spent = await ledger(strapi).spend({ accountId, kind: 'cv', quantity: 1, reason: 'achat-cv', comment: row.documentId });
          if (!spent.ok) return 'short' as const;
        }
        await strapi.documents(UIDS.cvPurchase).create({
          data: { cle: `${accountId}:${row.id}`, account: accountId, candidate: row.id, achetePar: userId },
        });
        return 'bought' as const;
      });
      if (outcome === 'hidden') return { code: 404, credit: await credit(), message: messages.cvIndisponible };
      if (outcome === 'short') return { code: 402, credit: await credit(), message: messages.cvSansCredit };
      return { code: 200, credit: await credit() };
    },

    /** Likes or unlikes a visible (or bought) CV for the whole account; null when there is no such CV. */
    async like(accountId: number, documentId: string, liked: boolean): Promise<boolean | null> {
      const row = await candidateRow(documentId);
      if (!row || (!row.visible && !(await purchaseOf(accountId, row.id)))) return null;
      const cle = `${accountId}:${row.id}`;
      const existing = await strapi.documents(UIDS.cvLike).findFirst({ filters: { cle }, fields: ['documentId'] });
      if (liked && !existing) {
        try {
          await strapi.documents(UIDS.cvLike).create({ data: { cle, account: accountId, candidate: row.id } });
        } catch (error) {
          // Two clicks at once: the unique key let one through, which is what was asked.
          if (!(await strapi.db.query(UIDS.cvLike).findOne({ where: { cle } }))) throw error;
        }
      }
      if (!liked && existing) await strapi.documents(UIDS.cvLike).delete({ documentId: existing.documentId });
      return liked;
    },

    /** Who bought the candidate's CV, newest first (issue #13 item 5): the buying company and the date. */
    async buyers(userId: number): Promise<CvBuyer[]> {
      const rows = await strapi.documents(UIDS.cvPurchase).findMany({
        filters: { candidate: { user: { id: userId } } },
        sort: { createdAt: 'desc' },
        populate: {
          account: { populate: { companies: { fields: ['societeRaisonsocial'], populate: { parent: { fields: ['documentId'] } } } } },
        },
      });
      return rows.map((row) => ({
        // The account's own company (the one without a parent), not one of its subsidiaries.
        entreprise: row.account?.companies?.find((company) => !company.parent)?.societeRaisonsocial ?? '',
        // Strapi stamps every row's creation: the fallback is for the types only.
        date: new Date(row.createdAt ?? Date.now()).toISOString(),
      }));
    },
  };
}
