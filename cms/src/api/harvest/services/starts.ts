import { randomBytes } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import {
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
import { queueEmail, queueEmails } from '../../email';
import { pushDevices } from '../../push';
import { smsSubscriptions } from '../../sms';
import { candidatesTexts, textsIn, type CandidateTexts, type StartKind, type StartNews } from '../../../email/candidate';
import { emails } from '../../../email/templates';
import { siteUrl } from '../../../email/site-url';
import { messageBus } from '../../../realtime/bus';
import { documentData } from '../../../utils/document-data';
import { fieldOf } from '../../../utils/field-of';
import { columnOf, lockRow, type Transaction } from '../../../utils/row-lock';
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
  /** Whose application it is: their urgent SMS, if they receive them. */
  candidate?: { id: number } | null;
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
/** Attendees a headcount page lists. */
export const ATTENDEES_PER_PAGE = 50;
/** Which answers a headcount page lists: one, or those without. */
export type AttendeeFilter = StartAnswer | 'sans-reponse';
/** Rows one insert writes (SQLite binds at most 999 values; a row takes 8). */
const ANSWER_BATCH = 100;

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
    // Two fields of the column, read as they are: the offer's form checked them when it was saved.
    const postes = fieldOf(offer.vendanges, 'postes');
    const fenetre = fieldOf(offer.vendanges, 'fenetre');
    return {
      id: offer.id,
      documentId: offer.documentId,
      offreTitre: offer.offreTitre,
      postes: typeof postes === 'number' ? postes : null,
      fenetre: typeof fenetre === 'string' && fenetre ? fenetre : null,
      accountId,
    };
  }

  const startOf = async (offerId: number) =>
    (await strapi.db.query(UIDS.harvestStart).findOne({ where: { offreRef: offerId }, select: START_COLUMNS })) as StartRow | null;

  const preselected = async (offerId: number) =>
    (await strapi.db.query(UIDS.application).findMany({
      where: { offreRef: offerId, statut: 1, retireeLe: { $null: true } },
      select: APPLICANT_COLUMNS,
      populate: { candidate: { select: ['id'] } },
      orderBy: [{ candidatNom: 'asc' }, { candidatPrenom: 'asc' }, { id: 'asc' }],
    })) as Applicant[];

  const answersOf = async (offerId: number) =>
    new Map(
      ((await answers().findMany({ where: { offreRef: offerId }, select: ANSWER_COLUMNS })) as AnswerRow[]).map((row) => [
        row.candidatureRef,
        row,
      ]),
    );

  /**
   * The headcount in SQL, over the preselected applications joined to their answers: the counts grouped by answer
   * (for the current tour), and one page of attendees — the page a recruiter keeps open, read again at every answer
   * (through the Query Engine, two reads of 300 rows and their mapping cost more than the 50 ms budget allows).
   */
  function attendees(offerId: number, tour: number) {
    const application = strapi.db.metadata.get(UIDS.application).tableName;
    const answer = strapi.db.metadata.get(UIDS.startAnswer).tableName;
    const a = (name: string) => `a.${columnOf(strapi, UIDS.application, name)}`;
    const s = (name: string) => `s.${columnOf(strapi, UIDS.startAnswer, name)}`;
    const knex = strapi.db.connection;
    // An answer counts for the current tour only; anything else is « sans réponse ».
    const answeredSql = `case when ${s('tour')} = ? and ${s('reponse')} in ('present', 'absent') then ${s('reponse')} else '' end`;
    const answered = knex.raw(answeredSql, [tour]);
    const base = () =>
      knex(`${application} as a`)
        .leftJoin(`${answer} as s`, s('candidatureRef'), 'a.id')
        .where(a('offreRef'), offerId)
        .where(a('statut'), 1)
        .whereNull(a('retireeLe'));
    return {
      async counts(): Promise<StartCounts> {
        const rows = (await base().select({ reponse: answered }).count({ n: '*' }).groupBy(1)) as Array<{
          reponse: string;
          n: number | string;
        }>;
        const of = (key: string) => Number(rows.find((row) => row.reponse === key)?.n ?? 0);
        return { presents: of('present'), absents: of('absent'), sansReponse: of('') };
      },
      async page(filter: AttendeeFilter | undefined, page: number) {
        const query = base();
        if (filter) query.whereRaw(`(${answeredSql}) = ?`, [tour, filter === 'sans-reponse' ? '' : filter]);
        return (await query
          .orderBy([a('candidatNom'), a('candidatPrenom'), 'a.id'])
          .offset((page - 1) * ATTENDEES_PER_PAGE)
          .limit(ATTENDEES_PER_PAGE)
          .select({
            documentId: a('documentId'),
            prenom: a('candidatPrenom'),
            nom: a('candidatNom'),
            telephone: a('telephone'),
            reponse: answered,
            reponduLe: s('reponduLe'),
            prevenuLe: s('prevenuLe'),
            relanceLe: s('relanceLe'),
          })) as Array<{
          documentId: string;
          prenom: string | null;
          nom: string | null;
          telephone: string | null;
          reponse: string;
          reponduLe: unknown;
          prevenuLe: unknown;
          relanceLe: unknown;
        }>;
      },
    };
  }

  /** The row that holds an applicant's answer, made when they are first told; its id is what their link signs. */
  async function answerRow(
    offerId: number,
    applicant: Applicant,
    existing: AnswerRow | undefined,
    data: Record<string, unknown>,
  ): Promise<number> {
    if (existing) {
      await answers().update({ where: { id: existing.id }, data });
      return existing.id;
    }
    const [id] = await newAnswerRows(offerId, [applicant], data);
    return id ?? 0;
  }

  /**
   * Rows for applicants told for the first time, in one insert (the Query Engine's: nothing listens to this table,
   * and 300 single inserts took half the start's one-second budget); answers their ids in the applicants' order.
   */
  async function newAnswerRows(offerId: number, applicants: Applicant[], data: Record<string, unknown>): Promise<number[]> {
    if (applicants.length === 0) return [];
    const now = new Date();
    const rows = applicants.map((applicant) => ({
      documentId: randomBytes(12).toString('hex'),
      candidatureRef: applicant.id,
      offreRef: offerId,
      ...data,
      createdAt: now,
      updatedAt: now,
      publishedAt: now,
    }));
    for (let i = 0; i < rows.length; i += ANSWER_BATCH) await answers().createMany({ data: rows.slice(i, i + ANSWER_BATCH) });
    const made = (await answers().findMany({
      where: { candidatureRef: { $in: applicants.map((applicant) => applicant.id) } },
      select: ['id', 'candidatureRef'],
    })) as Array<{ id: number; candidatureRef: number }>;
    const byApplication = new Map(made.map((row) => [row.candidatureRef, row.id]));
    return applicants.map((applicant) => byApplication.get(applicant.id) ?? 0);
  }

  /** A start as the worker's texts word it. */
  const newsOf = (start: StartRow): StartNews => ({
    day: dayOf(start.date),
    heure: start.heure,
    lieu: start.lieu,
    aApporter: start.aApporter || null,
  });
  const linkOf = (start: StartRow, answerId: number, texts: CandidateTexts) =>
    startAnswerUrl(answerId, startLinkExpiry(dayOf(start.date)), texts.language);

  /** The e-mail that tells a worker of the start, in their language, with their signed link; none without an address. */
  function startEmail(texts: CandidateTexts, kind: StartKind, start: StartRow, applicant: Applicant, answerId: number) {
    if (!applicant.candidatEmail) return [];
    const content = texts.emails.harvestStart(
      kind,
      applicant.candidatPrenom ?? '',
      applicant.offreTitre ?? '',
      applicant.entreprise ?? '',
      newsOf(start),
      linkOf(start, answerId, texts),
    );
    return [{ to: applicant.candidatEmail, content }];
  }

  /**
   * Tells workers of the start, each in their language, in the caller's transaction: an e-mail each (with an
   * address), an SMS to those who receive urgent SMS (short, with the same signed link), a notification to their
   * devices that take them; answers how many e-mails were queued.
   */
  async function tell(start: StartRow, told: Array<{ kind: StartKind; applicant: Applicant; answerId: number }>): Promise<number> {
    const byCandidate = new Map(
      told.flatMap((entry) => (entry.applicant.candidate ? [[Number(entry.applicant.candidate.id), entry] as const] : [])),
    );
    const textsOf = await candidatesTexts(strapi, [...byCandidate.keys()]);
    const mails = told.flatMap(({ kind, applicant, answerId }) =>
      startEmail(applicant.candidate ? textsOf(Number(applicant.candidate.id)) : textsIn(null), kind, start, applicant, answerId),
    );
    await queueEmails(strapi, mails);
    await smsSubscriptions(strapi).tell([...byCandidate.keys()], (candidateId, texts) => {
      const { kind, applicant, answerId } = byCandidate.get(candidateId)!;
      const offer = [applicant.offreTitre, applicant.entreprise].filter(Boolean).join(', ');
      return texts.sms.harvestStart(kind, offer, newsOf(start), linkOf(start, answerId, texts));
    });
    await pushDevices(strapi).notify([...byCandidate.keys()], 'demarrage', (candidateId, texts) => {
      const { kind, applicant, answerId } = byCandidate.get(candidateId)!;
      return { ...texts.push.harvestStart(kind, applicant.offreTitre ?? '', newsOf(start)), url: linkOf(start, answerId, texts) };
    });
    return mails.length;
  }

  /** Tells one applicant of the offer's start, if it is set and not past (the caller holds the offer's lock). */
  async function tellOne(applicant: Applicant, offerId: number) {
    const start = await startOf(offerId);
    if (!start || dayOf(start.date) < todayIso()) return;
    const existing = (await answers().findOne({ where: { candidatureRef: applicant.id }, select: ANSWER_COLUMNS })) as AnswerRow | null;
    const now = new Date().toISOString();
    const fresh = !existing || existing.tour !== start.tour;
    const answerId = await answerRow(offerId, applicant, existing ?? undefined, {
      tour: start.tour,
      prevenuLe: now,
      ...(fresh ? { reponse: null, reponduLe: null, relanceLe: null } : {}),
    });
    await tell(start, [{ kind: 'confirme', applicant, answerId }]);
  }

  /** After the commit: the account's open headcount pages read again (ids only on the bus). */
  const announce = (accountId: number, offerDocumentId: string) =>
    messageBus(strapi)
      .publish(`compte:${accountId}`, { kind: 'demarrage', offre: offerDocumentId })
      .catch((error: Error) => strapi.log.warn(`[demarrage] annonce: ${error.message}`));

  return {
    /**
     * The offer's start, the counts and a page of who answered what (`filter`: one answer, or « sans réponse »); null
     * when the offer is not one of the account's harvest offers.
     */
    async headcount(accountId: number, offerDocumentId: string, filter: AttendeeFilter | undefined, page: number) {
      const offer = await harvestOffer(accountId, offerDocumentId);
      if (!offer) return null;
      const start = await startOf(offer.id);
      const read = attendees(offer.id, start?.tour ?? 0);
      const [counts, rows] = [await read.counts(), await read.page(filter, page)];
      const candidats: StartAttendee[] = rows.map((row) => {
        const reponse = row.reponse === 'present' || row.reponse === 'absent' ? row.reponse : null;
        return {
          id: row.documentId,
          prenom: row.prenom ?? '',
          nom: row.nom ?? '',
          telephone: row.telephone || null,
          reponse,
          reponduLe: reponse ? isoTime(row.reponduLe) : null,
          prevenuLe: start ? isoTime(row.prevenuLe) : null,
          relanceLe: start ? isoTime(row.relanceLe) : null,
        };
      });
      const total =
        filter === 'present'
          ? counts.presents
          : filter === 'absent'
            ? counts.absents
            : filter
              ? counts.sansReponse
              : counts.presents + counts.absents + counts.sansReponse;
      return {
        offre: { id: offer.documentId, titre: offer.offreTitre ?? '', postes: offer.postes, fenetre: offer.fenetre },
        demarrage: start ? startView(start) : null,
        compteurs: counts,
        candidats,
        total,
        page,
        pages: Math.max(1, Math.ceil(total / ATTENDEES_PER_PAGE)),
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
        // The offer's row is the start's lock: two moves, a move and a chase, or a move and a preselection go in turn.
        await lockRow(strapi, trx, UIDS.offer, offer.id, ['id']);
        const applicants = await preselected(offer.id);
        if (applicants.length === 0) return { none: true as const };
        const before = await startOf(offer.id);
        // The same start sent again (a double click, a page resent): nobody is told twice of nothing new.
        if (
          before &&
          dayOf(before.date) === values.date &&
          before.heure === values.heure &&
          before.lieu === values.lieu &&
          (before.aApporter || null) === (values.aApporter ?? null)
        )
          return { none: false as const, unchanged: true as const, prevenus: 0, tour: before.tour, reset: false };
        const previousTour = before?.tour ?? 0;
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
        // The rows of those told, at once; rows for the newly told are made one by one (each one's id is what its link signs).
        const told = { offreRef: offer.id, candidatureRef: { $in: applicants.map((applicant) => applicant.id) } };
        // A row of an older tour answered another day: emptied, as every row is when the day moves.
        await answers().updateMany({
          where: moved ? told : { ...told, tour: { $ne: tour } },
          data: { reponse: null, reponduLe: null, relanceLe: null },
        });
        await answers().updateMany({ where: told, data: { tour, prevenuLe: now } });
        const byApplication = await answersOf(offer.id);
        const kind = !before ? 'confirme' : moved ? 'deplace' : 'precise';
        const newcomers = applicants.filter((applicant) => !byApplication.get(applicant.id));
        const newIds = await newAnswerRows(offer.id, newcomers, { tour, prevenuLe: now });
        const made = new Map(newcomers.map((applicant, i) => [applicant.id, newIds[i] ?? 0]));
        const prevenus = await tell(
          start,
          applicants.map((applicant) => {
            const existing = byApplication.get(applicant.id);
            return { kind: existing ? kind : 'confirme', applicant, answerId: existing?.id ?? made.get(applicant.id) ?? 0 };
          }),
        );
        // Told by e-mail: those with an address (an application always has one; counted, not assumed).
        return { none: false as const, prevenus, tour, reset: moved && Boolean(before) };
      });
      if (outcome.none) return { none: true as const };
      if ('unchanged' in outcome) return { none: false as const, unchanged: true as const, prevenus: 0, tour: outcome.tour, reset: false };
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
      const sent = await strapi.db.transaction(async ({ trx }: Transaction) => {
        await lockRow(strapi, trx, UIDS.offer, offer.id, ['id']);
        const start = await startOf(offer.id);
        if (!start) return 'sans-demarrage' as const;
        if (dayOf(start.date) < todayIso()) return 'passe' as const;
        const [applicants, byApplication] = await Promise.all([preselected(offer.id), answersOf(offer.id)]);
        const now = Date.now();
        const lastWord = (row: AnswerRow | undefined) =>
          Math.max(Date.parse(isoTime(row?.prevenuLe) ?? '') || 0, Date.parse(isoTime(row?.relanceLe) ?? '') || 0);
        const chased: Array<{ kind: StartKind; applicant: Applicant; answerId: number }> = [];
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
          chased.push({ kind: row ? 'relance' : 'confirme', applicant, answerId });
        }
        return tell(start, chased);
      });
      if (sent === 'sans-demarrage') return { sent: 0, noStart: true };
      if (sent === 'passe') return { sent: 0, past: true };
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
        populate: { candidate: { select: ['id'] } },
      })) as (Applicant & { offreRef: number | null }) | null;
      if (!applicant?.offreRef) return;
      const offerId = applicant.offreRef;
      await strapi.db.transaction(async ({ trx }: Transaction) => {
        await lockRow(strapi, trx, UIDS.offer, offerId, ['id']);
        await tellOne(applicant, offerId);
      });
    },

    /** An application's status changed (a preselection, a set-aside): the offer's open headcount pages read again. */
    async statusChanged(applicationId: number) {
      const row = (await strapi.db.query(UIDS.application).findOne({
        where: { id: applicationId },
        select: ['offreRef'],
        populate: { account: { select: ['id'] }, offer: { select: ['documentId'] } },
      })) as { account: { id: number } | null; offer: { documentId: string } | null } | null;
      if (row?.account && row.offer) void announce(Number(row.account.id), row.offer.documentId);
    },

    /** The day of an offer's confirmed start, if any (the season review opens on it). */
    async startDay(offerId: number): Promise<string | null> {
      const start = await startOf(offerId);
      return start ? dayOf(start.date) : null;
    },

    /** A candidate's answers to harvest starts, by application row (their personal-data export). */
    async answersOf(applicationIds: number[]): Promise<Map<number, { reponse: StartAnswer | null; reponduLe: string | null }>> {
      if (applicationIds.length === 0) return new Map();
      const rows = (await answers().findMany({
        where: { candidatureRef: { $in: applicationIds } },
        select: ['candidatureRef', 'reponse', 'reponduLe'],
      })) as Array<{ candidatureRef: number; reponse: StartAnswer | null; reponduLe: unknown }>;
      return new Map(rows.map((row) => [row.candidatureRef, { reponse: row.reponse, reponduLe: isoTime(row.reponduLe) }]));
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
        const locked = await lockRow(strapi, trx, UIDS.startAnswer, answerId, ['tour', 'reponse']);
        const start = await startOf(found.offerId);
        if (!locked || !start) return { refused: 'invalide' as const };
        if (start.tour !== shownTour) return { moved: true as const };
        // A row behind the start's tour (told before a move it missed) answers the tour its page showed.
        const current = Number(locked.tour) === start.tour;
        const before = current && (locked.reponse === 'present' || locked.reponse === 'absent') ? locked.reponse : null;
        if (before !== reponse || !current) {
          await answers().update({ where: { id: answerId }, data: { reponse, reponduLe: new Date(), tour: start.tour } });
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
