import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { SmsTransport } from './sms-transport';
import { twilioTransport } from './twilio';

export interface SmsOutboxEntry {
  id: string;
  date: string;
  to: string;
  text: string;
}

/** The SMS outbox folder: SMS_OUTBOX_DIR, relative to the repository root (this file runs from cms/dist/src/sms). */
export function smsOutboxDir(): string {
  return path.resolve(__dirname, '..', '..', '..', '..', process.env.SMS_OUTBOX_DIR ?? 'var/sms-outbox');
}

/** The default of `npm start`: nothing leaves the machine, each SMS is a JSON file in the outbox folder. */
export function outboxTransport(dir = smsOutboxDir()): SmsTransport {
  return {
    name: 'outbox',
    async send(to, text) {
      mkdirSync(dir, { recursive: true });
      const id = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}`;
      const entry: SmsOutboxEntry = { id, date: new Date().toISOString(), to, text };
      writeFileSync(path.join(dir, `${id}.json`), JSON.stringify(entry, null, 2));
    },
  };
}

/** SMS_PROVIDER=twilio sends through Twilio (its three variables required); anything else, the local outbox. */
export function smsTransport(env: NodeJS.ProcessEnv = process.env): SmsTransport {
  return env.SMS_PROVIDER === 'twilio' ? twilioTransport(env) : outboxTransport();
}
