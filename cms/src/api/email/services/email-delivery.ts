import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { buffer } from 'node:stream/consumers';
import type { Core } from '@strapi/strapi';
import { storedFile } from '../../../private-files/private-file';
import { privateStorage } from '../../../private-files/storage';
import { PushGone, sendPush } from '../../../push/transport';
import { smsTransport } from '../../../sms/transport';
import { Undeliverable } from '../../../utils/undeliverable';
import { redactCodes, redactHeaders, redactTokens } from './redact';
import { UIDS } from '../../../uids';
import { errorMessage } from '../../../utils/error-message';
import { fieldOf } from '../../../utils/field-of';
import { instanceRegistry } from '../../../utils/per-instance';

const HOLDER = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

/** A claimed e-mail is this instance's for two minutes: past it (a crash), another instance sends it. */
const LEASE_MS = 2 * 60_000;
/** Past nodemailer's own 10 s timeouts: a transport that never calls back does not hold the worker. */
const SEND_TIMEOUT_MS = 60_000;
const BATCH = 20;
const POLL_MS = Number(process.env.EMAIL_POLL_MS || 1000);

/** 30 s, 1 min, 2 min… then every hour, until the e-mail's 24 hours are over. */
export function retryDelayMs(attempt: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempt - 1), 60 * 60_000);
}

type EmailRow = {
  id: number;
  canal: 'email' | 'sms' | 'push' | null;
  destinataire: string;
  repondreA: string | null;
  sujet: string;
  texte: string;
  html: string | null;
  entetes: Record<string, string> | null;
  piecesJointes: unknown;
  tentatives: number;
  abandonLe: string;
};

/**
 * The mail server's verdict on the address or the content (a 5xx to RCPT TO or DATA): trying again would get the
 * same answer. Everything else (refused connection, timeout, 4xx) is retried.
 */
function isPermanent(error: unknown): boolean {
  // A provider's refusal of the message itself (`Undeliverable`: an SMS number, a push device gone).
  if (fieldOf(error, 'permanent') === true) return true;
  const responseCode = fieldOf(error, 'responseCode');
  const command = fieldOf(error, 'command');
  return typeof responseCode === 'number' && responseCode >= 500 && (command === 'RCPT TO' || command === 'DATA');
}

/** The private files named by the record, read now; a file removed since (the candidate left) is left out. */
async function attachmentsOf(strapi: Core.Strapi, value: unknown) {
  const files = (Array.isArray(value) ? value : []).map(storedFile).filter((file) => file !== null);
  const attachments = [];
  for (const file of files) {
    const found = await privateStorage(strapi).get(file.cle);
    if (found) attachments.push({ filename: file.nom, content: await buffer(found.body), contentType: file.type });
  }
  return attachments;
}

/**
 * A queued SMS, if its number still takes them: one that replied « STOP » or was removed since it was queued (a retry
 * an hour later, a « Renvoyer » in the backoffice) is given up, never texted.
 */
async function deliverSms(strapi: Core.Strapi, to: string, text: string): Promise<void> {
  const taking = await strapi.db.query(UIDS.smsSubscription).count({ where: { numero: to, stopLe: { $null: true } } });
  if (taking === 0) throw new Undeliverable('number stopped or removed since');
  await smsTransport().send(to, text);
}

/** A queued notification to its device (the row's address is the device's id); a device removed since is given up. */
async function deliverPush(strapi: Core.Strapi, device: number, text: string): Promise<void> {
  const devices = strapi.db.query(UIDS.pushSubscription);
  const target = (await devices.findOne({ where: { id: device }, select: ['endpoint', 'p256dh', 'auth'] })) as {
    endpoint: string;
    p256dh: string;
    auth: string;
  } | null;
  if (!target) throw new Undeliverable('push device removed');
  const payload = JSON.parse(text) as { title: string; body: string; url: string };
  try {
    await sendPush(target, payload);
  } catch (error) {
    // The push service no longer knows the device: forgotten, as the issue asks of expired subscriptions.
    if (error instanceof PushGone) await devices.deleteMany({ where: { id: device } });
    throw error;
  }
  await devices.update({ where: { id: device }, data: { dernierEnvoiLe: new Date() } });
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer from the mail transport in ${ms / 1000} s`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Claims one due e-mail with a conditional update (the query engine, under the Document Service: a lease is a
 * compare-and-set the Document Service cannot express), so that one instance only sends it.
 */
async function claim(strapi: Core.Strapi, id: number): Promise<boolean> {
  // The time of this claim, not of the batch: a slow send earlier in the batch must not shorten this lease.
  const now = new Date();
  // Still due: another pass may have tried it since this one listed it (its next try is then later), and a second
  // attempt at once would spend its retries in a second (seen on CI: « attempt 2 failed, given up » 0.2 s apart).
  const { count } = await strapi.db.query(UIDS.emailMessage).updateMany({
    where: { id, etat: 'en_attente', prochainEssai: { $lte: now }, $or: [{ verrouJusqua: null }, { verrouJusqua: { $lt: now } }] },
    data: { verrouJusqua: new Date(now.getTime() + LEASE_MS), verrouPar: HOLDER },
  });
  return count === 1;
}

/**
 * E-mails the mail server took whose « sent » could not be written (the database went away just then): written
 * first at the next tick, so that the lease does not expire on a row still « waiting » and another instance send it
 * again. Only a process that stops before that leaves a duplicate.
 */
type SentRecord = { id: number; data: Record<string, unknown> };

async function recordSent(strapi: Core.Strapi, worker: Worker | undefined, record: SentRecord): Promise<void> {
  try {
    await strapi.db.query(UIDS.emailMessage).update({ where: { id: record.id, verrouPar: HOLDER }, data: record.data });
  } catch (error) {
    strapi.log.warn(`[e-mail] ${record.id} sent, its state not written yet: ${errorMessage(error)}`);
    worker?.unrecorded.push(record);
  }
}

async function sendOne(strapi: Core.Strapi, row: EmailRow): Promise<void> {
  const ours = { id: row.id, verrouPar: HOLDER };
  const tentatives = Number(row.tentatives) + 1;
  try {
    await withTimeout(
      row.canal === 'sms'
        ? deliverSms(strapi, row.destinataire, row.texte)
        : row.canal === 'push'
          ? deliverPush(strapi, Number(row.destinataire), row.texte)
          : (async () =>
              strapi
                .plugin('email')
                .service('email')
                .send({
                  to: row.destinataire,
                  subject: row.sujet,
                  text: row.texte,
                  ...(row.html ? { html: row.html } : {}),
                  ...(row.entetes ? { headers: row.entetes } : {}),
                  ...(row.repondreA ? { replyTo: row.repondreA } : {}),
                  attachments: await attachmentsOf(strapi, row.piecesJointes),
                }))(),
      SEND_TIMEOUT_MS,
    );
  } catch (error) {
    const now = Date.now();
    const next = now + retryDelayMs(tentatives);
    const givenUp = isPermanent(error) || next > Date.parse(row.abandonLe);
    const reason = errorMessage(error).slice(0, 500);
    strapi.log.warn(`[e-mail] ${row.id} to ${row.destinataire}: attempt ${tentatives} failed (${reason})${givenUp ? ', given up' : ''}`);
    await strapi.db.query(UIDS.emailMessage).update({
      where: ours,
      data: {
        etat: givenUp ? 'echec' : 'en_attente',
        tentatives,
        prochainEssai: new Date(next),
        verrouJusqua: null,
        verrouPar: null,
        derniereErreur: reason,
      },
    });
    return;
  }
  // Sent: the links' secrets are no use to anyone any more, and the database no longer holds them.
  await recordSent(strapi, workers.get(strapi), {
    id: row.id,
    data: {
      etat: 'envoye',
      envoyeLe: new Date(),
      tentatives,
      verrouJusqua: null,
      verrouPar: null,
      derniereErreur: null,
      texte: row.canal === 'sms' ? redactCodes(redactTokens(row.texte)) : redactTokens(row.texte),
      html: row.html ? redactTokens(row.html) : null,
      entetes: row.entetes ? redactHeaders(row.entetes) : null,
    },
  });
}

/** Sends what is due, up to one batch; answers how many e-mails this call tried. */
export async function deliverDueEmails(strapi: Core.Strapi): Promise<number> {
  const worker = workers.get(strapi);
  for (const record of worker?.unrecorded.splice(0) ?? []) await recordSent(strapi, worker, record);
  const now = new Date();
  const due = await strapi.documents(UIDS.emailMessage).findMany({
    filters: { etat: 'en_attente', prochainEssai: { $lte: now }, $or: [{ verrouJusqua: { $null: true } }, { verrouJusqua: { $lt: now } }] },
    fields: ['id'],
    sort: { prochainEssai: 'asc' },
    limit: BATCH,
  });
  let tried = 0;
  for (const email of due) {
    const id = Number(email.id);
    if (!(await claim(strapi, id))) continue;
    const row = (await strapi.db.query(UIDS.emailMessage).findOne({ where: { id } })) as EmailRow | null;
    if (!row) continue;
    await sendOne(strapi, row);
    tried += 1;
  }
  return tried;
}

type Worker = {
  timer?: NodeJS.Timeout;
  /** When the timer fires: a wake-up may bring it forward, never push it back. */
  dueAt?: number;
  running?: Promise<void>;
  unrecorded: SentRecord[];
  stopped: boolean;
  /**
   * Runs a function in the async context of the worker's start. An e-mail is queued inside its cause's transaction,
   * which Strapi carries in async context: a timer set from there would send within that (soon closed) transaction.
   */
  outside: <T>(fn: () => T) => T;
};
/**
 * Keyed on the instance, in a registry shared by every copy of this module: the tests load it from the sources
 * while the Strapi they boot runs the compiled one, and `flushEmails` must find that Strapi's worker.
 */
const workers = instanceRegistry<Worker>('email-delivery.workers');

function schedule(strapi: Core.Strapi, worker: Worker, delayMs: number) {
  if (worker.stopped) return;
  const dueAt = Date.now() + delayMs;
  // A job queueing e-mails every few milliseconds (the newsletter) must not keep moving the next look away.
  if (worker.timer && worker.dueAt !== undefined && worker.dueAt <= dueAt) return;
  clearTimeout(worker.timer);
  worker.dueAt = dueAt;
  worker.timer = setTimeout(() => {
    worker.timer = undefined;
    worker.dueAt = undefined;
    void run(strapi, worker);
  }, delayMs);
  worker.timer.unref();
}

async function run(strapi: Core.Strapi, worker: Worker): Promise<void> {
  if (worker.running) return worker.running;
  worker.running = (async () => {
    try {
      while (!worker.stopped && (await deliverDueEmails(strapi)) === BATCH);
    } catch (error) {
      // The database is away: the rows wait, the next tick tries again.
      strapi.log.warn(`[e-mail] delivery paused: ${errorMessage(error)}`);
    } finally {
      worker.running = undefined;
      schedule(strapi, worker, POLL_MS);
    }
  })();
  return worker.running;
}

/** Every instance runs the worker; the leases keep each e-mail to one of them. */
export function startEmailDelivery(strapi: Core.Strapi): void {
  const worker: Worker = { stopped: false, unrecorded: [], outside: AsyncLocalStorage.snapshot() };
  workers.set(strapi, worker);
  schedule(strapi, worker, 0);
}

/** An e-mail was just recorded: a look soon rather than at the next poll (its transaction may still be open). */
export function wakeEmailDelivery(strapi: Core.Strapi): void {
  const worker = workers.get(strapi);
  if (worker && !worker.running) worker.outside(() => schedule(strapi, worker, 50));
}

/** Waits for the send under way, then sends everything due: the tests read the outbox after it. */
export async function flushEmails(strapi: Core.Strapi): Promise<void> {
  const worker = workers.get(strapi);
  await worker?.running;
  while ((await deliverDueEmails(strapi)) > 0);
  await worker?.running;
}

export async function stopEmailDelivery(strapi: Core.Strapi): Promise<void> {
  const worker = workers.get(strapi);
  if (!worker) return;
  worker.stopped = true;
  clearTimeout(worker.timer);
  await worker.running;
}

/** Sent and failed e-mails are kept 90 days, for staff answering users about them (decided). */
export async function purgeOldEmails(strapi: Core.Strapi, now = new Date()): Promise<void> {
  await strapi.db.query(UIDS.emailMessage).deleteMany({
    where: { etat: { $in: ['envoye', 'echec'] }, createdAt: { $lt: new Date(now.getTime() - 90 * 86_400_000) } },
  });
}
