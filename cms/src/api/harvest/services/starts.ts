import type { Core } from '@strapi/strapi';
import {
  readHarvestDetails,
  START_CHASE_INTERVAL_HOURS,
  startLinkExpiry,
  startMomentText,
  todayIso,
  type HarvestStartValues,
  type StartAnswer,
  type HarvestStart,
  type StartAttendee,
  type StartCounts,
} from '@cep/domain';
import { isoTime, teamEmails } from '../../application';
import { queueEmail } from '../../email';
import { emails } from '../../../email/templates';
import { siteUrl } from '../../../email/site-url';
import { messageBus } from '../../../realtime/bus';
import { documentData } from '../../../utils/document-data';
import { lockRow, type Transaction } from '../../../utils/row-lock';
import { UIDS } from '../../../uids';
import { startAnswerUrl, validStartSignature } from './start-link';

type StartRow = {
  id: number;
  documentId: string;
  date: string;
  heure: string;
  lieu: string;
  aApporter: string | null;
  tour: number;
  envoyeLe: unknown;
};
type AnswerRow = {
  id: number;
  documentId: string;
  candidatureRef: number;
  tour: number;
  reponse: StartAnswer | null;
  reponduLe: unknown;
  prevenuLe: unknown;
  relanceLe: unknown;
};
type Applicant = {
  id: number;
  documentId: string;
  candidatPrenom: string | null;
  candidatNom: string | null;
  candidatEmail: string | null;
  telephone: string | null;
  offreTitre: string | null;
  entreprise: string | null;
};
type HarvestOffer = {
  id: number;
  documentId: string;
  offreTitre: string | null;
  postes: number | null;
  fenetre: string | null;
  accountId: number;
};

const START_COLUMNS = ['id', 'documentId', 'date', 'heure', 'lieu', 'aApporter', 'tour', 'envoyeLe'];
const ANSWER_COLUMNS = ['id', 'documentId', 'candidatureRef', 'tour', 'reponse', 'reponduLe', 'prevenuLe', 'relanceLe'];
const APPLICANT_COLUMNS = ['id', 'documentId', 'candidatPrenom', 'candidatNom', 'candidatEmail', 'telephone', 'offreTitre', 'entreprise'];
const CHASE_INTERVAL_MS = START_CHASE_INTERVAL_HOURS * 60 * 60 * 1000;

/** A link refused: its signature, its row, or the applicant is no longer preselected (`invalide`); past its day (`expire`). */
export type LinkRefusal = 'invalide' | 'expire';

const dayOf = (value: unknown) =>
  typeof value === 'string' ? value.slice(0, 10) : value instanceof Date ? value.toISOString().slice(0, 10) : '';

function startView(row: StartRow): HarvestStart {
  return {
    date: dayOf(row.date),
    heure: row.heure,
    lieu: row.lieu,
    aApporter: row.aApporter || null,
    tour: row.tour,
    envoyeLe: isoTime(row.envoyeLe) ?? '',
  };
}

const headcountUrl = (offerDocumentId: string) => siteUrl(`/recrutement/offre/demarrage/${offerDocumentId}`);

/**
 * The confirmed start of a harvest offer (issue #40 item 2) and its headcount. Who is asked: the offer's applicants
 * preselected (status 1) and not withdrawn — a later preselection is told at once (`tellPreselected`), one set aside
 * drops out of the headcount. Answers are one row per application; a move of the day or the hour starts a new tour,
 * which empties them, while a change of place or of what to bring only tells.
 */
export function harvestStarts(strapi: Core.Strapi) {
  const answers = () => strapi.db.query(UIDS.startAnswer);

  async function harvestOffer(accountId: number, offerDocumentId: string): Promise<HarvestOffer | null> {
    const offer = (await strapi.db.query(UIDS.offer).findOne({
      where: { documentId: offerDocumentId, account: { id: accountId }, emploivendagesaisonier: true },
      select: ['id', 'documentId', 'offreTitre', 'vendanges'],
    })) as { id: number; documentId: string; offreTitre: string | null; vendanges: unknown } | null;
    if (!offer) return null;
    const details = readHarvestDetails(offer.vendanges);
    return {
      id: offer.id,
      documentId: offer.documentId,
      offreTitre: offer.offreTitre,
      postes: details?.postes ?? null,
      fenetre: details?.fenetre ?? null,
      accountId,
    };
  }

  const startOf = async (offerId: number) =>
    (await strapi.db.query(UIDS.harvestStart).findOne({ where: { offreRef: offerId }, select: START_COLUMNS })) as StartRow | null;

  const preselected = async (offerId: number) =>
    (await strapi.db.query(UIDS.application).findMany({
      where: { offreRef: offerId, statut: 1, retireeLe: { $null: true } },
      select: APPLICANT_COLUMNS,
      orderBy: [{ candidatNom: 'asc' }, { candidatPrenom: 'asc' }, { id: 'asc' }],
    })) as Applicant[];

  const answersOf = async (offerId: number) =>
    new Map(
      ((await answers().findMany({ where: { offreRef: offerId }, select: ANSWER_COLUMNS })) as AnswerRow[]).map((row) => [
        row.candidatureRef,
        row,
      ]),
    );

  /** The row that holds an applicant's answer, made when they are first told; its id is what their link signs. */
  async function answerRow(
    offerId: number,
    applicant: Applicant,
    existing: AnswerRow | undefined,
    data: Record<string, unknown>,
  ): Promise<number> {
    if (existing) {
      await strapi.documents(UIDS.startAnswer).update({ documentId: existing.documentId, data: documentData(UIDS.startAnswer, data) });
      return existing.id;
    }
    const created = await strapi.documents(UIDS.startAnswer).create({
      data: documentData(UIDS.startAnswer, { candidatureRef: applicant.id, offreRef: offerId, ...data }),
    });
    return Number(created.id);
  }

  async function tell(kind: 'confirme' | 'deplace' | 'precise' | 'relance', start: StartRow, applicant: Applicant, answerId: number) {
    if (!applicant.candidatEmail) return;
    const day = dayOf(start.date);
    const content = emails.harvestStart(
      kind,
      applicant.candidatPrenom ?? '',
      applicant.offreTitre ?? '',
      applicant.entreprise ?? '',
      { moment: startMomentText(day, start.heure), lieu: start.lieu, aApporter: start.aApporter || null },
      startAnswerUrl(answerId, startLinkExpiry(day)),
    );
    await queueEmail(strapi, applicant.candidatEmail, content);
  }

  /** After the commit: the account's open headcount pages read again (ids only on the bus). */
  const announce = (accountId: number, offerDocumentId: string) =>
    messageBus(strapi)
      .publish(`compte:${accountId}`, { kind: 'demarrage', offre: offerDocumentId })
      .catch((error: Error) => strapi.log.warn(`[demarrage] annonce: ${error.message}`));

  return {
    /** The offer's start and who answered what; null when the offer is not one of the account's harvest offers. */
    async headcount(accountId: number, offerDocumentId: string) {
      const offer = await harvestOffer(accountId, offerDocumentId);
      if (!offer) return null;
      const [start, applicants, byApplication] = await Promise.all([startOf(offer.id), preselected(offer.id), answersOf(offer.id)]);
      const counts: StartCounts = { presents: 0, absents: 0, sansReponse: 0 };
      const candidats: StartAttendee[] = applicants.map((applicant) => {
        const row = byApplication.get(applicant.id);
        const reponse = start && row && row.tour === start.tour ? row.reponse : null;
        if (reponse === 'present') counts.presents += 1;
        else if (reponse === 'absent') counts.absents += 1;
        else counts.sansReponse += 1;
        return {
          id: applicant.documentId,
          prenom: applicant.candidatPrenom ?? '',
          nom: applicant.candidatNom ?? '',
          telephone: applicant.telephone || null,
          reponse,
          reponduLe: reponse ? isoTime(row?.reponduLe) : null,
          prevenuLe: isoTime(row?.prevenuLe),
          relanceLe: isoTime(row?.relanceLe),
        };
      });
      return {
        offre: { id: offer.documentId, titre: offer.offreTitre ?? '', postes: offer.postes, fenetre: offer.fenetre },
        demarrage: start ? startView(start) : null,
        compteurs: counts,
        candidats,
      };
    },

    /**
     * Confirms or moves the start and tells every preselected applicant, in one transaction (the e-mails are queued
     * with it). `none`: nobody to tell, nothing recorded.
     */
    async confirm(accountId: number, offerDocumentId: string, values: HarvestStartValues) {
      const offer = await harvestOffer(accountId, offerDocumentId);
      if (!offer) return null;
      const outcome = await strapi.db.transaction(async ({ trx }: Transaction) => {
        const applicants = await preselected(offer.id);
        if (applicants.length === 0) return { none: true as const };
        const before = await startOf(offer.id);
        const locked = before ? await lockRow(strapi, trx, UIDS.harvestStart, before.id, ['tour']) : null;
        const previousTour = Number(locked?.tour ?? before?.tour ?? 0);
        const moved = !before || dayOf(before.date) !== values.date || before.heure !== values.heure;
        const tour = moved ? previousTour + 1 : previousTour;
        const now = new Date().toISOString();
        const data = {
          date: values.date,
          heure: values.heure,
          lieu: values.lieu,
          aApporter: values.aApporter ?? null,
          tour,
          envoyeLe: now,
        };
        const saved = before
          ? await strapi.documents(UIDS.harvestStart).update({ documentId: before.documentId, data: documentData(UIDS.harvestStart, data) })
          : await strapi.documents(UIDS.harvestStart).create({
              data: documentData(UIDS.harvestStart, { offreRef: offer.id, compteRef: accountId, ...data }),
            });
        if (!saved) throw new Error('harvest start not saved');
        const start = { ...(saved as unknown as StartRow), date: values.date };
        const byApplication = await answersOf(offer.id);
        const kind = !before ? 'confirme' : moved ? 'deplace' : 'precise';
        for (const applicant of applicants) {
          const existing = byApplication.get(applicant.id);
          const reset = moved || !existing || existing.tour !== tour;
          const answerId = await answerRow(offer.id, applicant, existing, {
            tour,
            prevenuLe: now,
            ...(reset ? { reponse: null, reponduLe: null, relanceLe: null } : {}),
          });
          await tell(existing ? kind : 'confirme', start, applicant, answerId);
        }
        return { none: false as const, prevenus: applicants.length, tour, reset: moved && Boolean(before) };
      });
      if (outcome.none) return { none: true as const };
      void announce(accountId, offer.documentId);
      return { none: false as const, prevenus: outcome.prevenus, tour: outcome.tour, reset: outcome.reset };
    },

    /**
     * Reminds those who have not answered and were not told or chased in the last 12 hours; `sent` 0: nobody to chase,
     * `noStart`: there is no start to chase about.
     */
    async chase(accountId: number, offerDocumentId: string) {
      const offer = await harvestOffer(accountId, offerDocumentId);
      if (!offer) return null;
      const sent = await strapi.db.transaction(async () => {
        const start = await startOf(offer.id);
        if (!start) return 'sans-demarrage' as const;
        const [applicants, byApplication] = await Promise.all([preselected(offer.id), answersOf(offer.id)]);
        const now = Date.now();
        const lastWord = (row: AnswerRow | undefined) =>
          Math.max(Date.parse(isoTime(row?.prevenuLe) ?? '') || 0, Date.parse(isoTime(row?.relanceLe) ?? '') || 0);
        let count = 0;
        for (const applicant of applicants) {
          const row = byApplication.get(applicant.id);
          const answered = row && row.tour === start.tour && row.reponse;
          if (answered || now - lastWord(row) < CHASE_INTERVAL_MS) continue;
          const fresh = !row || row.tour !== start.tour;
          const at = new Date(now).toISOString();
          const answerId = await answerRow(offer.id, applicant, row, {
            tour: start.tour,
            relanceLe: at,
            ...(fresh ? { reponse: null, reponduLe: null, prevenuLe: at } : {}),
          });
          await tell(row ? 'relance' : 'confirme', start, applicant, answerId);
          count += 1;
        }
        return count;
      });
      if (sent === 'sans-demarrage') return { sent: 0, noStart: true };
      if (sent > 0) void announce(accountId, offer.documentId);
      return { sent };
    },

    /**
     * An applicant just preselected on an offer whose start is set (and not past): told in the transaction of their
     * preselection (the application feature emits its event from inside it).
     */
    async tellPreselected(applicationId: number) {
      const applicant = (await strapi.db.query(UIDS.application).findOne({
        where: { id: applicationId, statut: 1, retireeLe: { $null: true } },
        select: [...APPLICANT_COLUMNS, 'offreRef'],
      })) as (Applicant & { offreRef: number | null }) | null;
      if (!applicant?.offreRef) return;
      const start = await startOf(applicant.offreRef);
      if (!start || dayOf(start.date) < todayIso()) return;
      const existing = (await answers().findOne({ where: { candidatureRef: applicant.id }, select: ANSWER_COLUMNS })) as AnswerRow | null;
      const now = new Date().toISOString();
      const fresh = !existing || existing.tour !== start.tour;
      const answerId = await answerRow(applicant.offreRef, applicant, existing ?? undefined, {
        tour: start.tour,
        prevenuLe: now,
        ...(fresh ? { reponse: null, reponduLe: null, relanceLe: null } : {}),
      });
      await tell('confirme', start, applicant, answerId);
    },

    /** What a worker's link shows: the start, the offer and their answer so far. */
    async invitation(answerId: number, expiry: number, token: string) {
      const found = await linked(answerId, expiry, token);
      if (typeof found === 'string') return { refused: found };
      const { start, applicant, row, offerDocumentId } = found;
      return {
        prenom: applicant.candidatPrenom ?? '',
        offre: { id: offerDocumentId, titre: applicant.offreTitre ?? '', entreprise: applicant.entreprise ?? '' },
        demarrage: startView(start),
        reponse: row.tour === start.tour ? row.reponse : null,
      };
    },

    /**
     * Records a worker's answer: one row per application, so two clicks (or two tabs) leave one answer, the last.
     * `moved`: the start changed since their page showed it. A « Je serai là » turned into « Je ne peux plus venir »
     * is e-mailed to the team, who may call someone else.
     */
    async answer(answerId: number, expiry: number, token: string, shownTour: number, reponse: StartAnswer) {
      const found = await linked(answerId, expiry, token);
      if (typeof found === 'string') return { refused: found };
      const { applicant, offerDocumentId, accountId } = found;
      const outcome = await strapi.db.transaction(async ({ trx }: Transaction) => {
        const locked = await lockRow(strapi, trx, UIDS.startAnswer, answerId, ['tour', 'reponse', 'documentId']);
        const start = await startOf(found.offerId);
        if (!locked || !start) return { refused: 'invalide' as const };
        if (start.tour !== shownTour || Number(locked.tour) !== start.tour) return { moved: true as const };
        const before = locked.reponse === 'present' || locked.reponse === 'absent' ? locked.reponse : null;
        if (before !== reponse) {
          await strapi.documents(UIDS.startAnswer).update({
            documentId: String(locked.documentId),
            data: documentData(UIDS.startAnswer, { reponse, reponduLe: new Date().toISOString() }),
          });
          if (before === 'present' && reponse === 'absent') {
            const worker = [applicant.candidatPrenom, applicant.candidatNom].filter(Boolean).join(' ') || 'Un saisonnier';
            const moment = startMomentText(dayOf(start.date), start.heure);
            for (const to of await teamEmails(strapi, accountId))
              await queueEmail(
                strapi,
                to,
                emails.harvestWithdrawal(applicant.offreTitre ?? '', worker, moment, headcountUrl(offerDocumentId)),
              );
          }
        }
        return { reponse };
      });
      if ('reponse' in outcome) void announce(accountId, offerDocumentId);
      return outcome;
    },
  };

  /** A link's row, start and applicant, once its signature, its day and the applicant's preselection hold. */
  async function linked(answerId: number, expiry: number, token: string) {
    if (!validStartSignature(answerId, expiry, token)) return 'invalide' as const;
    const row = (await answers().findOne({ where: { id: answerId }, select: [...ANSWER_COLUMNS, 'offreRef'] })) as
      (AnswerRow & { offreRef: number }) | null;
    const start = row ? await startOf(row.offreRef) : null;
    const applicant = row
      ? ((await strapi.db.query(UIDS.application).findOne({
          where: { id: row.candidatureRef, offreRef: row.offreRef, statut: 1, retireeLe: { $null: true } },
          select: APPLICANT_COLUMNS,
        })) as Applicant | null)
      : null;
    const offer = row
      ? ((await strapi.db.query(UIDS.offer).findOne({
          where: { id: row.offreRef },
          select: ['documentId'],
          populate: { account: { select: ['id'] } },
        })) as { documentId: string; account: { id: number } | null } | null)
      : null;
    if (!row || !start || !applicant || !offer?.account) return 'invalide' as const;
    const now = Date.now() / 1000;
    if (now > expiry || now > startLinkExpiry(dayOf(start.date))) return 'expire' as const;
    return { row, start, applicant, offerId: row.offreRef, offerDocumentId: offer.documentId, accountId: Number(offer.account.id) };
  }
}
