import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** What nodemailer hands a custom transport. */
interface OutgoingMail {
  data: { to?: unknown; from?: unknown; subject?: string; text?: string };
  message: { createReadStream(): NodeJS.ReadableStream; getEnvelope(): { from: string | false; to: string[] } };
}

export interface OutboxEntry {
  id: string;
  date: string;
  from: string;
  to: string[];
  subject: string;
  text: string;
}

/**
 * The default e-mail transport of `npm start`: nothing leaves the machine, every message is written to
 * the outbox folder as `<id>.eml` (the raw message) and `<id>.json` (what the backoffice lists).
 */
export function createOutboxTransport(dir: string) {
  return {
    name: 'cep-outbox',
    version: '1.0.0',
    send(mail: OutgoingMail, callback: (error: Error | null, info?: { messageId: string; envelope: unknown }) => void) {
      const chunks: Buffer[] = [];
      const stream = mail.message.createReadStream();
      stream.on('data', (chunk: Buffer) => chunks.push(Buffer.from(chunk)));
      stream.on('error', (error: Error) => callback(error));
      stream.on('end', () => {
        try {
          mkdirSync(dir, { recursive: true });
          const envelope = mail.message.getEnvelope();
          const id = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}`;
          const entry: OutboxEntry = {
            id,
            date: new Date().toISOString(),
            from: envelope.from || '',
            to: envelope.to,
            subject: mail.data.subject ?? '',
            text: mail.data.text ?? '',
          };
          writeFileSync(path.join(dir, `${id}.eml`), Buffer.concat(chunks));
          writeFileSync(path.join(dir, `${id}.json`), JSON.stringify(entry, null, 2));
          callback(null, { messageId: id, envelope });
        } catch (error) {
          callback(error instanceof Error ? error : new Error(String(error)));
        }
      });
    },
  };
}
