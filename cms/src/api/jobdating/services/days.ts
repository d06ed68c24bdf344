import type { Core } from '@strapi/strapi';
import {
  addDays,
  JOB_DATING_KEPT_DAYS,
  JOB_DATING_PER_PAGE,
  jobDatingSlots,
  todayIso,
  type JobDatingBooking,
  type JobDatingDay,
  type JobDatingValues,
} from '@cep/domain';
import { organisations } from '../../account';
import { candidateProfile } from '../../candidate';
import { queueEmail } from '../../email';
import { smsSubscriptions } from '../../sms';
import { candidatesTexts, textsIn, type SlotTime } from '../../../email/candidate';
import { siteUrl } from '../../../email/site-url';
import type { Membership } from '../../../membership/current-membership';
import { documentData } from '../../../utils/document-data';
import { columnOf, lockRow, type Transaction } from '../../../utils/row-lock';
import { isUniqueViolation } from '../../../utils/unique-violation';
import { UIDS } from '../../../uids';
import { calendarFile, type CalendarEvent } from './calendar';

interface DayRow {
  id: number;
  documentId: string;
  compteRef: number;
  organisateur: string | null;
  titre: string;
  date: unknown;
  lieu: string;
  description: string | null;
  annuleeLe: unknown;
}

interface SlotRow {
  id: number;
  documentId: string;
  journeeRef: number;
  debut: string;
  fin: string;
  capacite: number;
  reservees: number;
}

interface BookingRow {
  id: number;
  creneauRef: number;
  candidatRef: number;
  prenom: string | null;
  nom: string | null;
  email: string | null;
  telephone: string | null;
  createdAt: unknown;
}

/** Who organises a day: an account, a company's or a school's. */
type Organiser = Pick<Membership, 'accountId' | 'type'>;

export type BookResult = { ok: true; slot: string } | { ok: false; reason: 'introuvable' | 'fermee' | 'complet' | 'deja' };

const dayOf = (value: unknown) =>
  typeof value === 'string' ? value.slice(0, 10) : value instanceof Date ? value.toISOString().slice(0, 10) : '';
const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : typeof value === 'string' ? value : '');
/** A signal inside the booking's transaction: the unique key refused a second booking, so the place taken is given back. */
class AlreadyBooked extends Error {}

function dayView(row: DayRow): JobDatingDay {
  const date = dayOf(row.date);
  return {
    id: row.documentId,
    titre: row.titre,
    date,
    lieu: row.lieu,
    description: row.description || null,
    organisateur: row.organisateur ?? '',
    annulee: Boolean(row.annuleeLe),
    ouverte: !row.annuleeLe && date >= todayIso(),
  };
}

const slotView = (slot: SlotRow) => ({
  id: slot.documentId,
  debut: slot.debut,
  fin: slot.fin,
  restantes: Math.max(0, slot.capacite - slot.reservees),
});

/** A slot of a day, as the candidate's texts word it. */
const slotTime = (date: string, slot: { debut: string; fin: string }): SlotTime => ({ day: date, debut: slot.debut, fin: slot.fin });
const dayUrl = (documentId: string) => siteUrl(`/vendanges/job-dating/${documentId}`);

/**
 * Harvest job-dating (issue #40 item 6): a company's or a school's recruitment days, cut into slots. A slot's places
 * move only by a conditional update (`reservees < capacite`), in the transaction that writes the booking, so
 * simultaneous bookings never pass its capacity; one booking per candidate and day (a unique key); a cancellation
 * deletes the booking and gives its place back.
 */
export function jobDating(strapi: Core.Strapi) {
  const days = () => strapi.db.query(UIDS.jobDatingDay);
  const slots = () => strapi.db.query(UIDS.jobDatingSlot);
  const bookings = () => strapi.db.query(UIDS.jobDatingBooking);

  const findDay = async (where: Record<string, unknown>) => (await days().findOne({ where })) as DayRow | null;
  const slotsOf = async (dayIds: number[]) =>
    dayIds.length
      ? ((await slots().findMany({ where: { journeeRef: { $in: dayIds } }, orderBy: [{ debut: 'asc' }, { id: 'asc' }] })) as SlotRow[])
      : [];

  /** The places of a slot, moved in the caller's transaction; the count of rows changed says whether it moved. */
  async function movePlaces(trx: Transaction['trx'], slotId: number, delta: 1 | -1): Promise<boolean> {
    const table = strapi.db.metadata.get(UIDS.jobDatingSlot).tableName;
    const booked = columnOf(strapi, UIDS.jobDatingSlot, 'reservees');
    const query = trx(table).where('id', slotId);
    const changed =
      delta > 0
        ? await query.andWhere(booked, '<', trx.ref(columnOf(strapi, UIDS.jobDatingSlot, 'capacite'))).increment(booked, 1)
        : await query.andWhere(booked, '>', 0).decrement(booked, 1);
    return Number(changed) > 0;
  }

  async function organiserName(membership: Organiser): Promise<string> {
    if (membership.type === 'ecole') return (await organisations(strapi).school(membership.accountId))?.ecoleNom ?? '';
    return (await organisations(strapi).mainCompany(membership.accountId))?.societeRaisonsocial ?? '';
  }

  return {
    /** Publishes a day and its slots in one transaction. */
    async create(membership: Organiser, values: JobDatingValues): Promise<string> {
      const organisateur = await organiserName(membership);
      return strapi.db.transaction(async () => {
        const day = await strapi.documents(UIDS.jobDatingDay).create({
          data: documentData(UIDS.jobDatingDay, {
            compteRef: membership.accountId,
            organisateur,
            titre: values.titre,
            date: values.date,
            lieu: values.lieu,
            description: values.description ?? null,
          }),
        });
        for (const slot of jobDatingSlots(values))
          await strapi.documents(UIDS.jobDatingSlot).create({
            data: { journeeRef: Number(day.id), debut: slot.debut, fin: slot.fin, capacite: values.capacite, reservees: 0 },
          });
        return day.documentId;
      });
    },

    /** The account's days, latest date first, with their slots and bookings counted. */
    async own(accountId: number) {
      const rows = (await days().findMany({
        where: { compteRef: accountId },
        orderBy: [{ date: 'desc' }, { id: 'desc' }],
        limit: 100,
      })) as DayRow[];
      const all = await slotsOf(rows.map((row) => row.id));
      return rows.map((row) => {
        const mine = all.filter((slot) => slot.journeeRef === row.id);
        return {
          ...dayView(row),
          creneaux: mine.length,
          places: mine.reduce((sum, slot) => sum + slot.capacite, 0),
          reservees: mine.reduce((sum, slot) => sum + slot.reservees, 0),
        };
      });
    },

    /** One of the account's days with each slot's bookings. */
    async managed(accountId: number, documentId: string) {
      const day = await findDay({ documentId, compteRef: accountId });
      if (!day) return null;
      const daySlots = await slotsOf([day.id]);
      const rows = (await bookings().findMany({
        where: { journeeRef: day.id },
        orderBy: [{ nom: 'asc' }, { prenom: 'asc' }, { id: 'asc' }],
      })) as BookingRow[];
      const booking = (row: BookingRow): JobDatingBooking => ({
        prenom: row.prenom ?? '',
        nom: row.nom ?? '',
        email: row.email ?? '',
        telephone: row.telephone || null,
        le: iso(row.createdAt),
      });
      return {
        journee: dayView(day),
        creneaux: daySlots.map((slot) => ({
          ...slotView(slot),
          capacite: slot.capacite,
          inscrits: rows.filter((row) => row.creneauRef === slot.id).map(booking),
        })),
      };
    },

    /** Cancels a day: every booked candidate is e-mailed, in the transaction that marks it. */
    async cancelDay(accountId: number, documentId: string): Promise<{ prevenus: number } | 'introuvable' | 'fermee'> {
      const day = await findDay({ documentId, compteRef: accountId });
      if (!day) return 'introuvable';
      if (!dayView(day).ouverte) return 'fermee';
      const daySlots = await slotsOf([day.id]);
      return strapi.db.transaction(async ({ trx }: Transaction) => {
        // The day's row, as each booking takes it: every booking is before (and told) or after (and refused).
        const locked = await lockRow(strapi, trx, UIDS.jobDatingDay, day.id, ['annuleeLe']);
        if (!locked || locked.annuleeLe) return 'fermee' as const;
        // Through the Document Service: the site's kept reads of the days (the harvest page) hear of it.
        await strapi
          .documents(UIDS.jobDatingDay)
          .update({ documentId: day.documentId, data: documentData(UIDS.jobDatingDay, { annuleeLe: new Date() }) });
        const rows = (await bookings().findMany({ where: { journeeRef: day.id } })) as BookingRow[];
        const textsOf = await candidatesTexts(
          strapi,
          rows.map((row) => row.candidatRef),
        );
        for (const row of rows) {
          const slot = daySlots.find((candidate) => candidate.id === row.creneauRef);
          if (row.email && slot)
            await queueEmail(
              strapi,
              row.email,
              textsOf(row.candidatRef).emails.jobDatingCancelled(
                row.prenom ?? '',
                day.titre,
                day.organisateur ?? '',
                slotTime(dayOf(day.date), slot),
                siteUrl('/vendanges'),
              ),
            );
        }
        // And by SMS, those who receive urgent SMS: the day is off.
        const slotOf = new Map(rows.map((row) => [row.candidatRef, daySlots.find((candidate) => candidate.id === row.creneauRef)]));
        await smsSubscriptions(strapi).tell([...slotOf.keys()], (candidateId, texts) => {
          const slot = slotOf.get(candidateId);
          const date = dayOf(day.date);
          return texts.sms.jobDatingCancelled(day.titre, day.organisateur ?? '', date, slot ? slotTime(date, slot) : null);
        });
        return { prevenus: rows.length };
      });
    },

    /** The day as a calendar file for its organiser: one event per slot, its bookings in the description. */
    async dayCalendar(accountId: number, documentId: string): Promise<string | null> {
      const managed = await this.managed(accountId, documentId);
      if (!managed) return null;
      const { journee } = managed;
      const events: CalendarEvent[] = managed.creneaux.map((slot) => ({
        uid: `${journee.id}-${slot.id}@cep`,
        date: journee.date,
        debut: slot.debut,
        fin: slot.fin,
        summary: `${journee.titre} (${slot.inscrits.length}/${slot.capacite})`,
        location: journee.lieu,
        description: slot.inscrits
          .map((who) => [`${who.prenom} ${who.nom}`.trim(), who.telephone, who.email].filter(Boolean).join(' · '))
          .join('\n'),
      }));
      return calendarFile(events);
    },

    /** The days not past nor cancelled, soonest first, with the places left. */
    async list(page: number) {
      const where = { date: { $gte: todayIso() }, annuleeLe: { $null: true } };
      const [rows, total] = await Promise.all([
        days().findMany({
          where,
          orderBy: [{ date: 'asc' }, { id: 'asc' }],
          offset: (page - 1) * JOB_DATING_PER_PAGE,
          limit: JOB_DATING_PER_PAGE,
        }) as Promise<DayRow[]>,
        days().count({ where }),
      ]);
      const all = await slotsOf(rows.map((row) => row.id));
      return {
        journees: rows.map((row) => ({
          ...dayView(row),
          placesRestantes: all.filter((slot) => slot.journeeRef === row.id).reduce((sum, slot) => sum + slotView(slot).restantes, 0),
        })),
        total,
        page,
        pages: Math.max(1, Math.ceil(total / JOB_DATING_PER_PAGE)),
      };
    },

    /** A day's page: its slots and places left, and the calling candidate's booking (a recruiter or a visitor: none). */
    async page(documentId: string, candidateUserId: number | null) {
      const day = await findDay({ documentId });
      if (!day) return null;
      const daySlots = await slotsOf([day.id]);
      let reservation: { creneau: string; debut: string; fin: string } | null = null;
      if (candidateUserId) {
        const profile = await strapi.db.query(UIDS.candidate).findOne({ where: { user: { id: candidateUserId } }, select: ['id'] });
        const booked = profile
          ? ((await bookings().findOne({ where: { cle: `${day.id}:${profile.id}` }, select: ['creneauRef'] })) as {
              creneauRef: number;
            } | null)
          : null;
        const slot = booked ? daySlots.find((candidate) => candidate.id === booked.creneauRef) : undefined;
        if (slot) reservation = { creneau: slot.documentId, debut: slot.debut, fin: slot.fin };
      }
      return { journee: dayView(day), creneaux: daySlots.map(slotView), reservation };
    },

    /**
     * Books a slot: its place taken by the conditional update, then the booking written (a second one the same day
     * is refused by its key, and the place given back by the rollback), and the confirmation queued — one transaction.
     */
    async book(userId: number, dayDocumentId: string, slotDocumentId: string): Promise<BookResult> {
      const day = await findDay({ documentId: dayDocumentId });
      const slot = day ? ((await slots().findOne({ where: { documentId: slotDocumentId, journeeRef: day.id } })) as SlotRow | null) : null;
      if (!day || !slot) return { ok: false, reason: 'introuvable' };
      if (!dayView(day).ouverte) return { ok: false, reason: 'fermee' };
      const profile = await candidateProfile(strapi, userId, { user: { fields: ['prenom', 'nom', 'email', 'telephone', 'langue'] } });
      const cle = `${day.id}:${profile.id}`;
      if (await bookings().findOne({ where: { cle }, select: ['id'] })) return { ok: false, reason: 'deja' };
      try {
        const taken = await strapi.db.transaction(async ({ trx }: Transaction): Promise<'pris' | 'complet' | 'fermee'> => {
          // The day's row first, as its cancellation takes it: a booking is on a day still on, or is refused.
          const locked = await lockRow(strapi, trx, UIDS.jobDatingDay, day.id, ['annuleeLe']);
          if (!locked || locked.annuleeLe) return 'fermee';
          if (!(await movePlaces(trx, slot.id, 1))) return 'complet';
          try {
            await strapi.documents(UIDS.jobDatingBooking).create({
              data: documentData(UIDS.jobDatingBooking, {
                journeeRef: day.id,
                creneauRef: slot.id,
                candidatRef: Number(profile.id),
                cle,
                prenom: profile.user?.prenom ?? '',
                nom: profile.user?.nom ?? '',
                email: profile.user?.email ?? '',
                telephone: profile.user?.telephone ?? null,
              }),
            });
          } catch (error) {
            throw isUniqueViolation(error) ? new AlreadyBooked() : error;
          }
          const booked = slotTime(dayOf(day.date), slot);
          if (profile.user?.email)
            await queueEmail(
              strapi,
              profile.user.email,
              textsIn(profile.user.langue).emails.jobDatingBooked(
                profile.user.prenom ?? '',
                day.titre,
                day.organisateur ?? '',
                booked,
                day.lieu,
                dayUrl(day.documentId),
              ),
            );
          await smsSubscriptions(strapi).tell([Number(profile.id)], (_candidate, texts) =>
            texts.sms.jobDatingBooked(day.titre, day.organisateur ?? '', booked, day.lieu),
          );
          return 'pris';
        });
        return taken === 'pris' ? { ok: true, slot: slot.documentId } : { ok: false, reason: taken };
      } catch (error) {
        if (error instanceof AlreadyBooked) return { ok: false, reason: 'deja' };
        throw error;
      }
    },

    /** Cancels the candidate's booking of a day: the booking deleted and its place given back, together. */
    async cancelBooking(userId: number, dayDocumentId: string): Promise<boolean> {
      const day = await findDay({ documentId: dayDocumentId });
      const profile = day ? await strapi.db.query(UIDS.candidate).findOne({ where: { user: { id: userId } }, select: ['id'] }) : null;
      if (!day || !profile) return false;
      return strapi.db.transaction(async ({ trx }: Transaction) => {
        const booked = (await bookings().findOne({ where: { cle: `${day.id}:${profile.id}` }, select: ['id', 'creneauRef'] })) as {
          id: number;
          creneauRef: number;
        } | null;
        if (!booked) return false;
        const { count } = await bookings().deleteMany({ where: { id: booked.id } });
        // Two cancellations at once: the one that deleted the row gives the place back.
        if (count > 0) await movePlaces(trx, booked.creneauRef, -1);
        return count > 0;
      });
    },

    /** The candidate's slot of a day as a calendar file. */
    async bookingCalendar(userId: number, dayDocumentId: string): Promise<string | null> {
      const shown = await this.page(dayDocumentId, userId);
      // A cancelled day has nothing to put in a calendar.
      if (!shown?.reservation || shown.journee.annulee) return null;
      const { journee, reservation } = shown;
      return calendarFile([
        {
          uid: `${journee.id}-${reservation.creneau}@cep`,
          date: journee.date,
          debut: reservation.debut,
          fin: reservation.fin,
          summary: `${journee.titre} — ${journee.organisateur}`,
          location: journee.lieu,
          description: `Votre créneau de job-dating : ${dayUrl(journee.id)}`,
        },
      ]);
    },

    /** A candidate's bookings, as their data export shows them. */
    async ofCandidate(candidateId: number) {
      const rows = (await bookings().findMany({ where: { candidatRef: candidateId } })) as Array<BookingRow & { journeeRef: number }>;
      const list = [];
      for (const row of rows) {
        const day = await findDay({ id: row.journeeRef });
        const slot = (await slots().findOne({ where: { id: row.creneauRef } })) as SlotRow | null;
        if (day && slot)
          list.push({ journee: day.titre, organisateur: day.organisateur ?? '', date: dayOf(day.date), debut: slot.debut, fin: slot.fin });
      }
      return list;
    },

    /**
     * Days past by a month are deleted with their slots and bookings: the names and phones were for the day and its
     * follow-up calls, not for keeping.
     */
    async purgePast(today = todayIso()): Promise<number> {
      const old = (await days().findMany({ where: { date: { $lt: addDays(today, -JOB_DATING_KEPT_DAYS) } }, select: ['id'] })) as Array<{
        id: number;
      }>;
      const ids = old.map((row) => row.id);
      if (ids.length === 0) return 0;
      await bookings().deleteMany({ where: { journeeRef: { $in: ids } } });
      await slots().deleteMany({ where: { journeeRef: { $in: ids } } });
      await days().deleteMany({ where: { id: { $in: ids } } });
      return ids.length;
    },

    /** A candidate's account is deleted: their bookings go, their places reopen. */
    async eraseOfCandidate(candidateId: number): Promise<void> {
      const rows = (await bookings().findMany({ where: { candidatRef: candidateId }, select: ['id', 'creneauRef'] })) as BookingRow[];
      for (const row of rows)
        await strapi.db.transaction(async ({ trx }: Transaction) => {
          const { count } = await bookings().deleteMany({ where: { id: row.id } });
          if (count > 0) await movePlaces(trx, row.creneauRef, -1);
        });
    },
  };
}
