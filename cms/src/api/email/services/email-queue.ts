import { randomBytes } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import type { StoredFile } from '../../../private-files/private-file';
import type { EmailContent } from '../../../email/layout';
import { documentData } from '../../../utils/document-data';
import { wakeEmailDelivery } from './email-delivery';
import { UIDS } from '../../../uids';

/** How long an e-mail is retried before it shows « échec » in the backoffice (issue #37 item 2). */
export const EMAIL_RETRY_WINDOW_MS = 24 * 60 * 60 * 1000;

export interface EmailOptions {
  /** Private files (a CV, an invoice) read when the e-mail leaves: the record keeps their keys, never their bytes. */
  attachments?: StoredFile[];
  headers?: Record<string, string>;
  /** Where answers go: the person who wrote through a Cep form (a course's contact popup). */
  replyTo?: string;
}

/**
 * Records an e-mail for the delivery worker. Called inside a transaction (`strapi.db.transaction`), the row is
 * written with what caused it: a rolled-back sign-up sends nothing, a committed one is never without its e-mail.
 * Nothing here talks to SMTP, so no user action waits or fails because the mail server does.
 */
export async function queueEmail(strapi: Core.Strapi, to: string, content: EmailContent, options: EmailOptions = {}): Promise<void> {
  const now = Date.now();
  await strapi.documents(UIDS.emailMessage).create({
    data: documentData(UIDS.emailMessage, {
      canal: 'email',
      destinataire: to,
      repondreA: options.replyTo ?? null,
      sujet: content.subject,
      texte: content.text,
      html: content.html,
      entetes: options.headers && Object.keys(options.headers).length ? options.headers : null,
      piecesJointes: options.attachments?.length ? options.attachments : null,
      etat: 'en_attente',
      tentatives: 0,
      prochainEssai: new Date(now).toISOString(),
      abandonLe: new Date(now + EMAIL_RETRY_WINDOW_MS).toISOString(),
    }),
  });
  wakeEmailDelivery(strapi);
}

/**
 * Records an SMS for the same worker, queue and retries as the e-mails (issue #41 item 5): one row, `canal` sms, the
 * number in E.164 as its address. Called inside the cause's transaction, like `queueEmail`.
 */
export async function queueSms(strapi: Core.Strapi, to: string, text: string): Promise<void> {
  await queueSmsBatch(strapi, [{ to, text }]);
}

/** Many SMS one act causes (a start told to a team), in the caller's transaction, as `queueEmails` does e-mails. */
export async function queueSmsBatch(strapi: Core.Strapi, messages: Array<{ to: string; text: string }>): Promise<void> {
  await insertRows(
    strapi,
    messages.map(({ to, text }) => ({ canal: 'sms', destinataire: to, sujet: 'SMS', texte: text, html: null })),
  );
}

/**
 * Many Web Push notifications (issue #41 item 4), one row per device (`canal` push, the device's row id as the
 * address, the notification as JSON in the text), for the same worker and retries.
 */
export async function queuePushBatch(
  strapi: Core.Strapi,
  messages: Array<{ device: number; title: string; body: string; url: string }>,
): Promise<void> {
  await insertRows(
    strapi,
    messages.map(({ device, title, body, url }) => ({
      canal: 'push',
      destinataire: String(device),
      sujet: title,
      texte: JSON.stringify({ title, body, url }),
      html: null,
    })),
  );
}

/** Rows one insert writes: SQLite binds at most 999 values, a row here takes 13. */
const BATCH_ROWS = 60;

/**
 * Records many e-mails one act causes (a harvest start told to 300 workers), as `queueEmail` does each, inside the
 * caller's transaction — in inserts of 60 rows through the Query Engine: the Document Service's one insert per row
 * took 1.9 ms each, and the start's budget is every message queued within a second. The rows carry what the
 * Document Service would have given them (a document id, the timestamps, `publishedAt`, which its reads filter on); nothing listens to this table's writes.
 */
export async function queueEmails(strapi: Core.Strapi, messages: Array<{ to: string; content: EmailContent }>): Promise<void> {
  await insertRows(
    strapi,
    messages.map(({ to, content }) => ({
      canal: 'email',
      destinataire: to,
      sujet: content.subject,
      texte: content.text,
      html: content.html,
    })),
  );
}

type QueuedRow = { canal: 'email' | 'sms' | 'push'; destinataire: string; sujet: string; texte: string; html: string | null };

async function insertRows(strapi: Core.Strapi, messages: QueuedRow[]): Promise<void> {
  if (messages.length === 0) return;
  const now = Date.now();
  const rows = messages.map((message) => ({
    documentId: randomBytes(12).toString('hex'),
    ...message,
    etat: 'en_attente',
    tentatives: 0,
    prochainEssai: new Date(now),
    abandonLe: new Date(now + EMAIL_RETRY_WINDOW_MS),
    createdAt: new Date(now),
    updatedAt: new Date(now),
    publishedAt: new Date(now),
  }));
  for (let i = 0; i < rows.length; i += BATCH_ROWS)
    await strapi.db.query(UIDS.emailMessage).createMany({ data: rows.slice(i, i + BATCH_ROWS) });
  wakeEmailDelivery(strapi);
}
