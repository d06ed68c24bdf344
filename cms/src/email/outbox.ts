import path from 'node:path';

/** The outbox folder: OUTBOX_DIR, relative to the repository root (this file runs from cms/dist/src/email). */
export function outboxDir(): string {
  return path.resolve(__dirname, '..', '..', '..', '..', process.env.OUTBOX_DIR ?? 'var/outbox');
}
