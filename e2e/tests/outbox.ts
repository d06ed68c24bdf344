import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { outboxDir, smsOutboxDir } from '../ports';

interface OutboxEntry {
  to: string[];
  subject: string;
  text: string;
  date: string;
}

/** Waits for the newest e-mail to an address in the e2e stack's outbox and returns its first link to the site. */
export async function linkFromOutbox(to: string, subject: string | RegExp, siteUrl: string): Promise<string> {
  let link = '';
  await expect
    .poll(() => {
      if (!existsSync(outboxDir)) return '';
      const mails = readdirSync(outboxDir)
        .filter((name) => name.endsWith('.json'))
        .map((name) => JSON.parse(readFileSync(path.join(outboxDir, name), 'utf8')) as OutboxEntry)
        .filter((mail) => mail.to.includes(to) && (typeof subject === 'string' ? mail.subject === subject : subject.test(mail.subject)))
        .sort((a, b) => b.date.localeCompare(a.date));
      link = mails[0]?.text.match(new RegExp(`${siteUrl}[^\\s]+`))?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  return link;
}

/**
 * Waits for the newest SMS to a number (E.164) in the e2e stack's SMS outbox whose text matches and that was written
 * after `since` (the folder outlives a run: an older code must not be taken for the one just asked), and returns its text.
 */
export async function smsFromOutbox(to: string, text: RegExp, since: string): Promise<string> {
  let found = '';
  await expect
    .poll(() => {
      if (!existsSync(smsOutboxDir)) return '';
      const sms = readdirSync(smsOutboxDir)
        .filter((name) => name.endsWith('.json'))
        .map((name) => JSON.parse(readFileSync(path.join(smsOutboxDir, name), 'utf8')) as { to: string; text: string; date: string })
        .filter((entry) => entry.to === to && text.test(entry.text) && entry.date > since)
        .sort((a, b) => b.date.localeCompare(a.date));
      found = sms[0]?.text ?? '';
      return found;
    })
    .not.toBe('');
  return found;
}
