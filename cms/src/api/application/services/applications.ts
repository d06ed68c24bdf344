import type { Core } from '@strapi/strapi';
import {
  APPLICATION_STATUS_LABELS,
  applicationMachine,
  APPLICATIONS_PER_PAGE,
  type ApplicationStatus,
  chaseUp,
  formatLongDate,
  formatMessage,
  isApplicationStatus,
  isOfferOpen,
  messages,
  readAvailability,
  transition,
} from '@cep/domain';
import { privateStorage } from '../../../private-files/storage';
import { documentData } from '../../../utils/document-data';
import { storedFile, type StoredFile } from '../../../private-files/private-file';
import { candidateProfile } from '../../candidate';
import { countsByStatus, isoTime, type ApplicationRow } from './application-records';
import { notifyChaseUp, notifyStatus } from './application-emails';
import { UIDS } from '../../../uids';

type Query = Record<string, unknown>;

const RECRUITER_LIST_COLUMNS = [
  'id',
  'documentId',
  'createdAt',
  'statut',
  'lueLe',
  'retireeLe',
  'candidatNom',
  'candidatPrenom',
  'candidatEmail',
  'candidatTitre',
  'telephone',
  'message',
  'cv',
  'lettre',
  'express',
  'disponibleDu',
  'disponibleAu',
  'disponibilites',
  'relanceLe',
];

const text = (v: unknown, max = 100) => (typeof v === 'string' ? v.trim().slice(0, max) : '');
const statusFilter = (v: unknown) => {
  const n = Number(text(v, 2));
  return text(v, 2) !== '' && isApplicationStatus(n) ? n : null;
};
const pageOf = (v: unknown) => Math.min(10_000, Math.max(1, Number.parseInt(text(v, 6), 10) || 1));
const pagination = (total: number, page: number, size: number) => ({ total, page, pages: Math.max(1, Math.ceil(total / size)) });
const statusOf = (row: { statut?: number | null }): ApplicationStatus => {
  const status = Number(row.statut);
  return isApplicationStatus(status) ? status : 0;
};
/** A status as the machine and the counts per status name it. */
const statusKey = (status: ApplicationStatus) => (status === 0 ? '0' : status === 1 ? '1' : '2');

/** An application's own files: the CV and the letter it was sent with; the photo is the candidate's current one. */
export type ApplicationFile = 'cv' | 'lettre' | 'photo';

/** Emitted on Strapi's event hub, inside the transaction, when a recruiter changes an application's status (`{ id, statut }`). */
export const APPLICATION_STATUS_CHANGED = 'cep:candidature-statut';

/**
 * Applications, seen by their candidate (spec 02 §2 `/candidat/candidatures`, §4 chase-up and deletion) and by
 * the recruiters of the offer's account (`/recrutement/offre/candidature/{offerId}`, status changes). Each
 * read is scoped: another candidate's or another account's application is not found.
 */
/** A date attribute as the answer gives it: `YYYY-MM-DD`, whichever way the database handed it back. */
const dayOf = (value: string | Date | null | undefined): string | null =>
  value === null || value === undefined ? null : value instanceof Date ? value.toISOString().slice(0, 10) : String(value);

export function applications(strapi: Core.Strapi) {
  const docs = () => strapi.documents(UIDS.application);

  async function candidateId(userId: number): Promise<number> {
    return Number((await candidateProfile(strapi, userId, {})).id);
  }

  /** The candidate's own application, or null. */
  async function ownByCandidate(userId: number, documentId: string) {
    return docs().findFirst({ filters: { documentId, candidate: { id: await candidateId(userId) } } });
  }

  /** An application to one of the account's offers, or null. */
  async function ownByAccount(accountId: number, documentId: string) {
    return docs().findFirst({ filters: { documentId, account: { id: accountId } }, populate: { offer: { fields: ['documentId'] } } });
  }

  async function removeFiles(row: ApplicationRow) {
    const storage = privateStorage(strapi);
    for (const file of [storedFile(row.cv), storedFile(row.lettre)]) if (file) await storage.remove(file.cle);
  }

  /**
   * Keeps the application for the recruiter's figures without the person: no name, contact, message or files
   * (the candidate deleted their account, or two years passed since the last contact).
   */
  async function anonymise(row: ApplicationRow) {
    await docs().update({
      documentId: row.documentId,
      data: documentData(UIDS.application, {
        candidatNom: 'Candidat',
        candidatPrenom: '',
        candidatEmail: '',
        candidatTitre: null,
        telephone: null,
        message: '',
        disponibleDu: null,
        disponibleAu: null,
        disponibilites: null,
        cv: null,
        lettre: null,
        candidate: null,
        cle: null,
        retireeLe: new Date().toISOString(),
      }),
    });
    await removeFiles(row);
  }

  return {
    ownByCandidate,
    ownByAccount,
    removeFiles,
    anonymise,

    /** Every application of a candidate (data export, account deletion). */
    async ofCandidate(userId: number) {
      return docs().findMany({ filters: { candidate: { id: await candidateId(userId) } }, sort: { createdAt: 'desc' } });
    },

    /** Anonymises, a batch at a time, applications whose last contact is older than `limit`; answers how many. */
    async anonymiseOlderThan(limit: Date, batch = 100): Promise<number> {
      let done = 0;
      for (;;) {
        const rows = await docs().findMany({
          filters: { dernierContact: { $lt: limit.toISOString() }, retireeLe: { $null: true } },
          limit: batch,
        });
        for (const row of rows) await anonymise(row);
        done += rows.length;
        if (rows.length < batch) return done;
      }
    },

    /** GET /candidat/candidatures: status filter, free search (offer, company), 10 per page. */
    async candidateList(userId: number, query: Query, now = new Date()) {
      const where: Record<string, unknown>[] = [{ candidate: { id: await candidateId(userId) } }];
      const statut = statusFilter(query.statut);
      if (statut !== null) where.push({ statut });
      const q = text(query.searchCandidature);
      if (q) where.push({ $or: [{ offreTitre: { $containsi: q } }, { entreprise: { $containsi: q } }] });
      const size = APPLICATIONS_PER_PAGE.candidat;
      const page = pageOf(query.page);
      const [rows, total] = await Promise.all([
        docs().findMany({
          filters: { $and: where },
          sort: [{ createdAt: 'desc' }, { id: 'desc' }],
          start: (page - 1) * size,
          limit: size,
          populate: { offer: { fields: ['documentId', 'etat', 'dateExpiration'] } },
        }),
        docs().count({ filters: { $and: where } }),
      ]);
      return {
        candidatures: rows.map((row) => {
          const date = isoTime(row.createdAt) ?? now.toISOString();
          const statut = statusOf(row);
          return {
            id: row.documentId,
            date,
            statut,
            statutLabel: APPLICATION_STATUS_LABELS[statut],
            offre: {
              id: row.offer?.documentId ?? null,
              titre: row.offreTitre ?? '',
              entreprise: row.entreprise ?? '',
              enLigne: row.offer ? isOfferOpen(row.offer, now.getTime()) : false,
            },
            message: row.message ?? '',
            cv: storedFile(row.cv) !== null,
            lettre: storedFile(row.lettre) !== null,
            express: Boolean(row.express),
            relance: chaseUp({ date, statut, relanceLe: isoTime(row.relanceLe), retiree: false }, now),
          };
        }),
        ...pagination(total, page, size),
      };
    },

    /** POST /candidat/relance/candidature/{id}: once, after the delay, while unanswered; the team is e-mailed. */
    async chaseUp(
      userId: number,
      documentId: string,
      now = new Date(),
    ): Promise<{ ok: true; date: string } | { ok: false; message: string } | null> {
      const row = await ownByCandidate(userId, documentId);
      if (!row) return null;
      const state = chaseUp(
        { date: isoTime(row.createdAt)!, statut: statusOf(row), relanceLe: isoTime(row.relanceLe), retiree: false },
        now,
      );
      if (!state.possible) {
        return state.possibleLe && !state.date
          ? {
              ok: false,
              message: formatMessage('relanceTropTot', {
                date: formatLongDate(state.possibleLe),
              }),
            }
          : { ok: false, message: messages.relanceImpossible };
      }
      // Only the row still without a chase-up changes: two clicks at once send one e-mail, queued with the change.
      const date = now.toISOString();
      const chased = await strapi.db.transaction(async () => {
        const changed = await strapi.db
          .query(UIDS.application)
          .updateMany({ where: { id: row.id, relanceLe: { $null: true } }, data: { relanceLe: date, dernierContact: date } });
        if (changed.count !== 1) return false;
        await notifyChaseUp(strapi, documentId);
        return true;
      });
      if (!chased) return { ok: false, message: messages.relanceImpossible };
      return { ok: true, date };
    },

    /**
     * DELETE /candidat/supprime/candidature/{id}: the candidate withdraws. The application and its files are
     * deleted: the recruiter no longer sees it (an e-mail copy already sent cannot be recalled), and the
     * candidate may apply again (docs/decisions.md).
     */
    async withdraw(userId: number, documentId: string): Promise<boolean> {
      const row = await ownByCandidate(userId, documentId);
      if (!row) return false;
      await docs().delete({ documentId });
      await removeFiles(row);
      return true;
    },

    /**
     * GET /recrutement/offre/candidature/{offerId}: the offer's applications, 20 per page, with counts per
     * status. The hot read of the pipeline (issue #11 bench): the query engine without the Document Service's
     * transactions, the page and its candidates' photos in two queries whatever the page holds, the counters
     * in one grouped query.
     */
    async recruiterList(accountId: number, offerDocumentId: string, query: Query) {
      const offer: {
        id: number;
        documentId: string;
        offreTitre?: string | null;
        etat?: string | null;
        emploivendagesaisonier?: boolean | null;
      } | null = await strapi.db.query(UIDS.offer).findOne({
        where: { documentId: offerDocumentId, account: { id: accountId } },
        select: ['id', 'documentId', 'offreTitre', 'etat', 'emploivendagesaisonier'],
      });
      if (!offer) return null;
      // `offreRef` is the offer's id as a plain indexed column: no join, no DISTINCT (the offer was checked above).
      const where: Record<string, unknown>[] = [{ offreRef: offer.id }];
      const statut = statusFilter(query.statut);
      if (statut !== null) where.push({ statut });
      const q = text(query.searchCandidat);
      if (q)
        where.push({
          $or: ['candidatNom', 'candidatPrenom', 'candidatEmail', 'candidatTitre', 'message'].map((field) => ({
            [field]: { $containsi: q },
          })),
        });
      const size = APPLICATIONS_PER_PAGE.recruteur;
      const page = pageOf(query.page);
      // Without a search, the status counters already hold the total (all, or one status's).
      const searched = q !== '';
      const [rows, compteurs, filteredTotal]: [ApplicationRow[], Record<'0' | '1' | '2', number>, number | null] = await Promise.all([
        strapi.db.query(UIDS.application).findMany({
          where: { $and: where },
          // What the list shows: the row's other columns would only be read and mapped to be dropped.
          select: RECRUITER_LIST_COLUMNS,
          orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
          offset: (page - 1) * size,
          limit: size,
          populate: { candidate: { select: ['id', 'photo'] } },
        }),
        countsByStatus(strapi, offer.id),
        searched ? strapi.db.query(UIDS.application).count({ where: { $and: where } }) : Promise.resolve(null),
      ]);
      const total = searched
        ? Number(filteredTotal)
        : statut !== null
          ? compteurs[statusKey(statut)]
          : compteurs['0'] + compteurs['1'] + compteurs['2'];
      return {
        offre: {
          id: offer.documentId,
          titre: offer.offreTitre ?? '',
          etat: offer.etat ?? '',
          vendanges: Boolean(offer.emploivendagesaisonier),
        },
        candidatures: rows.map((row) => {
          const statut = statusOf(row);
          const retiree = Boolean(row.retireeLe);
          return {
            id: row.documentId,
            date: isoTime(row.createdAt),
            statut,
            statutLabel: APPLICATION_STATUS_LABELS[statut],
            nouvelle: !row.lueLe && !retiree,
            retiree,
            candidat: {
              nom: row.candidatNom ?? '',
              prenom: row.candidatPrenom ?? '',
              email: row.candidatEmail ?? '',
              telephone: row.telephone ?? null,
              titre: row.candidatTitre ?? null,
            },
            message: row.message ?? '',
            cv: storedFile(row.cv) !== null,
            lettre: storedFile(row.lettre) !== null,
            photo: storedFile(row.candidate?.photo) !== null,
            express: row.express ? { du: dayOf(row.disponibleDu), au: dayOf(row.disponibleAu) } : null,
            disponibilites: retiree ? null : readAvailability(row.disponibilites),
            relanceLe: isoTime(row.relanceLe),
          };
        }),
        compteurs,
        ...pagination(total, page, size),
      };
    },

    /** The recruiter opened the application (profile, a file, a decision): it is no longer new. */
    async markOpened(row: ApplicationRow) {
      if (!row.lueLe) await docs().update({ documentId: row.documentId, data: { lueLe: new Date().toISOString() } });
    },

    /**
     * POST /recrutement/offre/candidature/changestatus/{id}/{status}: the state machine decides (a decided
     * application does not go back to new); the candidate is e-mailed on 1 and 2.
     */
    async changeStatus(accountId: number, documentId: string, target: ApplicationStatus) {
      const row = await ownByAccount(accountId, documentId);
      if (!row || row.retireeLe) return null;
      const current = statusOf(row);
      if (current === target) return { ok: true as const, id: row.documentId, label: APPLICATION_STATUS_LABELS[target] };
      const action = target === 1 ? 'preselectionner' : 'ecarter';
      if (target === 0 || !transition(applicationMachine, statusKey(current), action, 'recruteur').ok) return { ok: false as const };
      const now = new Date().toISOString();
      await strapi.db.transaction(async () => {
        await docs().update({ documentId, data: { statut: target, statutLe: now, lueLe: row.lueLe ?? now, dernierContact: now } });
        await notifyStatus(strapi, row, target);
        // Inside the transaction: what listens (a harvest's confirmed start) writes with the status or not at all.
        await strapi.eventHub.emit(APPLICATION_STATUS_CHANGED, { id: row.id, statut: target });
      });
      return { ok: true as const, id: row.documentId, label: APPLICATION_STATUS_LABELS[target] };
    },

    /**
     * A file of an application for its candidate or a recruiter of the offer's account (who then has opened
     * it); null for anyone else or when there is no such file.
     */
    async file(
      caller: { userId: number; accountId: number | null },
      documentId: string,
      which: ApplicationFile,
    ): Promise<StoredFile | null> {
      const row =
        caller.accountId !== null ? await ownByAccount(caller.accountId, documentId) : await ownByCandidate(caller.userId, documentId);
      if (!row) return null;
      if (caller.accountId !== null) await this.markOpened(row);
      if (which !== 'photo') return storedFile(row[which]);
      const withCandidate = await docs().findOne({ documentId, populate: { candidate: { fields: ['photo'] } } });
      return storedFile(withCandidate?.candidate?.photo);
    },

    /** Who applied, for the recruiter's profile view: the user behind the CV, and the name sent with the application. */
    async applicant(accountId: number, documentId: string): Promise<{ userId: number; prenom: string; nom: string } | null> {
      const row = await ownByAccount(accountId, documentId);
      if (!row || row.retireeLe) return null;
      await this.markOpened(row);
      const withCandidate = await docs().findOne({ documentId, populate: { candidate: { populate: { user: { fields: ['id'] } } } } });
      const user = withCandidate?.candidate?.user;
      return user ? { userId: Number(user.id), prenom: row.candidatPrenom ?? '', nom: row.candidatNom ?? '' } : null;
    },
  };
}
