import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import {
  isStopReply,
  mobileNumber,
  SMS_CODE_ATTEMPTS,
  SMS_CODE_INTERVAL_SECONDS,
  SMS_CODE_LENGTH,
  SMS_CODE_MINUTES,
  SMS_CODES_PER_DAY,
  todayIso,
  type SmsState,
} from '@cep/domain';
import { queueSms, queueSmsBatch } from '../../email';
import { candidateTexts, candidatesTexts, type CandidateTexts } from '../../../email/candidate';
import { documentData } from '../../../utils/document-data';
import { lockRow, type Transaction } from '../../../utils/row-lock';
import { isUniqueViolation } from '../../../utils/unique-violation';
import { UIDS } from '../../../uids';

interface SubscriptionRow {
  id: number;
  candidatRef: number;
  numero: string | null;
  confirmeLe: unknown;
  stopLe: unknown;
  codeHash: string | null;
  codeExpire: unknown;
  codeEssais: number | null;
  codeEnvoyeLe: unknown;
  codesJour: unknown;
  codesNombre: number | null;
}

export type RequestResult = { ok: true; numero: string } | { ok: false; reason: 'trop-tot' | 'trop' | 'arrete' };
export type ConfirmResult = { ok: true } | { ok: false; reason: 'invalide' | 'expire' };

/** A datetime column as read raw under a lock: a Date or a string (PostgreSQL), milliseconds (SQLite); none: NaN. */
const time = (value: unknown) =>
  value instanceof Date ? value.getTime() : typeof value === 'string' ? Date.parse(value) : typeof value === 'number' ? value : Number.NaN;
const dayOf = (value: unknown) =>
  typeof value === 'string'
    ? value.slice(0, 10)
    : value instanceof Date || typeof value === 'number'
      ? new Date(value).toISOString().slice(0, 10)
      : '';
const hashOf = (row: number, code: string) => createHash('sha256').update(`sms:${row}:${code}`).digest('hex');

function stateOf(row: SubscriptionRow | null): SmsState {
  if (!row?.numero) return 'aucun';
  if (row.stopLe) return 'arrete';
  return row.confirmeLe ? 'actif' : 'en_attente';
}

/**
 * A candidate's urgent SMS (issue #41 item 5): one row per candidate, its number checked by a code (hashed, ten
 * minutes, five tries; one a minute and five a day sent), on until the candidate turns it off or replies « STOP ».
 * What other features send goes through `numbersOf` and the e-mail queue (`queueSms`): the same worker and retries.
 */
export function smsSubscriptions(strapi: Core.Strapi) {
  const rows = () => strapi.db.query(UIDS.smsSubscription);
  const find = async (candidateId: number) => (await rows().findOne({ where: { candidatRef: candidateId } })) as SubscriptionRow | null;

  /** The candidate's row, made the first time (two first requests at once make one). */
  async function rowOf(candidateId: number): Promise<number> {
    const found = await find(candidateId);
    if (found) return found.id;
    try {
      return Number(
        (await strapi.documents(UIDS.smsSubscription).create({ data: { candidatRef: candidateId, codeEssais: 0, codesNombre: 0 } })).id,
      );
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      return (await find(candidateId))!.id;
    }
  }

  return {
    async status(candidateId: number) {
      const row = await find(candidateId);
      return { etat: stateOf(row), telephone: row?.numero ?? null };
    },

    /** A code for the number, sent by SMS in the transaction that records it (under the row's lock: one a minute holds). */
    async request(candidateId: number, typed: string): Promise<RequestResult> {
      const numero = mobileNumber(typed);
      if (!numero) throw new Error('the number was checked by the contract');
      const id = await rowOf(candidateId);
      // A number that replied « STOP » from another account gets no code from this one (no one texts a stranger who
      // said stop); and a number receives so many codes a day, whichever accounts ask (not a way to text anyone).
      const others = (await rows().findMany({
        where: { numero, id: { $ne: id } },
        select: ['stopLe', 'codesJour', 'codesNombre'],
      })) as Array<Pick<SubscriptionRow, 'stopLe' | 'codesJour' | 'codesNombre'>>;
      if (others.some((row) => row.stopLe)) return { ok: false, reason: 'arrete' };
      const today = todayIso();
      const elsewhereToday = others.reduce((sum, row) => sum + (dayOf(row.codesJour) === today ? Number(row.codesNombre ?? 0) : 0), 0);
      const { sms } = await candidateTexts(strapi, candidateId);
      return strapi.db.transaction(async ({ trx }: Transaction): Promise<RequestResult> => {
        const locked = await lockRow(strapi, trx, UIDS.smsSubscription, id, ['codeEnvoyeLe', 'codesJour', 'codesNombre']);
        const now = Date.now();
        if (now - time(locked?.codeEnvoyeLe) < SMS_CODE_INTERVAL_SECONDS * 1000) return { ok: false, reason: 'trop-tot' };
        const sentToday = dayOf(locked?.codesJour) === today ? Number(locked?.codesNombre ?? 0) : 0;
        if (sentToday + elsewhereToday >= SMS_CODES_PER_DAY) return { ok: false, reason: 'trop' };
        const code = String(randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0');
        // A new number is not on until its code is entered; a « STOP » is lifted by the same check.
        await rows().update({
          where: { id },
          data: documentData(UIDS.smsSubscription, {
            numero,
            confirmeLe: null,
            stopLe: null,
            codeHash: hashOf(id, code),
            codeExpire: new Date(now + SMS_CODE_MINUTES * 60_000),
            codeEssais: 0,
            codeEnvoyeLe: new Date(now),
            codesJour: today,
            codesNombre: sentToday + 1,
          }),
        });
        await queueSms(strapi, numero, sms.frame(sms.code(code)));
        return { ok: true, numero };
      });
    },

    /** Checks the code under the row's lock: five tries, ten minutes; right, the number is on. */
    async confirm(candidateId: number, code: string): Promise<ConfirmResult> {
      const found = await find(candidateId);
      if (!found?.codeHash) return { ok: false, reason: 'expire' };
      return strapi.db.transaction(async ({ trx }: Transaction): Promise<ConfirmResult> => {
        const locked = await lockRow(strapi, trx, UIDS.smsSubscription, found.id, ['codeHash', 'codeExpire', 'codeEssais']);
        const hash = typeof locked?.codeHash === 'string' ? locked.codeHash : '';
        const tries = Number(locked?.codeEssais ?? 0);
        if (!hash || tries >= SMS_CODE_ATTEMPTS || !(Date.now() <= time(locked?.codeExpire))) return { ok: false, reason: 'expire' };
        const given = Buffer.from(hashOf(found.id, code));
        if (given.length !== hash.length || !timingSafeEqual(given, Buffer.from(hash))) {
          await rows().update({ where: { id: found.id }, data: { codeEssais: tries + 1 } });
          return { ok: false, reason: 'invalide' };
        }
        await rows().update({
          where: { id: found.id },
          data: documentData(UIDS.smsSubscription, {
            confirmeLe: new Date(),
            stopLe: null,
            codeHash: null,
            codeExpire: null,
            codeEssais: 0,
          }),
        });
        return { ok: true };
      });
    },

    /** The candidate turns SMS off: the number is forgotten. */
    async stop(candidateId: number): Promise<void> {
      await rows().updateMany({
        where: { candidatRef: candidateId },
        data: documentData(UIDS.smsSubscription, { numero: null, confirmeLe: null, stopLe: null, codeHash: null, codeExpire: null }),
      });
    },

    /** A reply from a number: « STOP » (or its usual forms) turns every subscription of that number off. */
    async reply(from: string, body: string): Promise<boolean> {
      const numero = mobileNumber(from);
      if (!numero || !isStopReply(body)) return false;
      await rows().updateMany({ where: { numero, stopLe: { $null: true } }, data: { stopLe: new Date() } });
      return true;
    },

    /** The numbers that receive urgent SMS, by candidate row: confirmed, not stopped. */
    async numbersOf(candidateIds: number[]): Promise<Map<number, string>> {
      if (candidateIds.length === 0) return new Map();
      const found = (await rows().findMany({
        where: { candidatRef: { $in: candidateIds }, confirmeLe: { $notNull: true }, stopLe: { $null: true }, numero: { $notNull: true } },
        select: ['candidatRef', 'numero'],
      })) as Array<{ candidatRef: number; numero: string }>;
      return new Map(found.map((row) => [row.candidatRef, row.numero]));
    },

    /**
     * Queues one SMS to each candidate who receives them (in the caller's transaction), in their language: `body` is
     * given their texts, and every message ends with how to stop them (as French carriers' code of practice asks).
     * Answers how many.
     */
    async tell(candidateIds: number[], body: (candidateId: number, texts: CandidateTexts) => string): Promise<number> {
      const numbers = await this.numbersOf(candidateIds);
      const textsOf = await candidatesTexts(strapi, [...numbers.keys()]);
      await queueSmsBatch(
        strapi,
        [...numbers].map(([candidateId, to]) => {
          const texts = textsOf(candidateId);
          return { to, text: texts.sms.frame(body(candidateId, texts)) };
        }),
      );
      return numbers.size;
    },

    /** What the candidate's export shows. */
    async ofCandidate(candidateId: number) {
      const row = await find(candidateId);
      return row?.numero ? { telephone: row.numero, etat: stateOf(row) } : null;
    },

    /** The candidate's account is deleted. */
    async eraseOfCandidate(candidateId: number): Promise<void> {
      await rows().deleteMany({ where: { candidatRef: candidateId } });
    },
  };
}
