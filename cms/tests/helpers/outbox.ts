import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { flushEmails } from '../../src/api/email/services/email-delivery';
import { UIDS } from '../../src/uids';
import type { OutboxEntry } from '../../src/email/outbox-transport';

/**
 * The Strapi the suite booted (Strapi sets `global.strapi`): its delivery worker sends what is queued. An attempt
 * that failed is made due again, a few times: on a busy machine the loopback SMTP server, which shares the suite's
 * process with Strapi, can miss the worker's timeout, and production would retry it 30 s later.
 */
export async function deliverQueuedEmails(): Promise<void> {
  const booted = (globalThis as { strapi?: Core.Strapi }).strapi;
  if (!booted) return;
  for (let round = 0; round < 5; round += 1) {
    await flushEmails(booted);
    const { count } = await booted.db
      .query(UIDS.emailMessage)
      .updateMany({ where: { etat: 'en_attente', tentatives: { $gt: 0 } }, data: { prochainEssai: new Date() } });
    if (count === 0) return;
  }
}

/**
 * Every message of the local outbox, newest first, once the queue is delivered. The folder is resolved as the
 * compiled cms resolves OUTBOX_DIR (relative to the repository root).
 */
export async function sentEmails(): Promise<OutboxEntry[]> {
  await deliverQueuedEmails();
  const dir = path.resolve(__dirname, '..', '..', '..', process.env.OUTBOX_DIR ?? 'var/outbox');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as OutboxEntry)
    .sort((a, b) => b.date.localeCompare(a.date));
}

/** Every SMS of the local SMS outbox, newest first, once the queue is delivered (SMS go through the e-mail queue). */
export async function sentSms(): Promise<Array<{ to: string; text: string; date: string }>> {
  await deliverQueuedEmails();
  const dir = path.resolve(__dirname, '..', '..', '..', process.env.SMS_OUTBOX_DIR ?? 'var/sms-outbox');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as { to: string; text: string; date: string })
    .sort((a, b) => b.date.localeCompare(a.date));
}
