import path from 'node:path';
import stack from './stack.json';

/** The e2e stack runs on its own ports and database, beside a running `npm start` (stack.json, which build-stack.mjs reads too). */
export const ports = stack.ports;
export const urls = {
  cms: `http://localhost:${ports.cms}`,
  site: `http://localhost:${ports.site}`,
  backoffice: `http://localhost:${ports.backoffice}`,
} as const;

/** Where the e2e stack writes its e-mails (OUTBOX_DIR in playwright.config.ts, relative to the repository). */
export const outboxDir = path.join(__dirname, '..', 'var', 'e2e-outbox');
/** Where it writes its SMS (SMS_OUTBOX_DIR in playwright.config.ts). */
export const smsOutboxDir = path.join(__dirname, '..', 'var', 'e2e-sms-outbox');
