import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { OutboxEntry } from './outbox-transport';

/** The outbox folder: OUTBOX_DIR, relative to the repository root (this file runs from cms/dist/src/email). */
export function outboxDir(): string {
  return path.resolve(__dirname, '..', '..', '..', '..', process.env.OUTBOX_DIR ?? 'var/outbox');
}

/** Every message of the outbox, newest first. */
export function readOutbox(dir: string = outboxDir()): OutboxEntry[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as OutboxEntry)
    .sort((a, b) => b.date.localeCompare(a.date));
}
