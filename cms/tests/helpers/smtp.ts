import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { deliverQueuedEmails } from './outbox';

/**
 * How the server behaves from now on: it accepts; it refuses every connection (a 421, as a server in maintenance);
 * it accepts the connection and never answers; or it refuses every recipient (a 550, an address that does not exist).
 */
export type SmtpMode = 'accept' | 'refuse' | 'hang' | 'unknown-recipient';

/** A real SMTP server on loopback: the cms sends through nodemailer exactly as in production. */
export async function startSmtp() {
  const received: ParsedMail[] = [];
  let mode: SmtpMode = 'accept';
  const refusal = (message: string, responseCode: number) => Object.assign(new Error(message), { responseCode });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // A hung connection must not hold the suite's end.
    closeTimeout: 500,
    onConnect(_session, callback) {
      if (mode === 'refuse') return callback(refusal('Service indisponible', 421));
      if (mode === 'accept' || mode === 'unknown-recipient') return callback();
      // 'hang': no greeting, ever.
    },
    onRcptTo(_address, _session, callback) {
      callback(mode === 'unknown-recipient' ? refusal('Boîte inconnue', 550) : undefined);
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    env: { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(port), SMTP_SECURE: 'false' },
    received,
    setMode: (next: SmtpMode) => {
      mode = next;
    },
    /** The messages sent to one address, oldest first, once the queue is delivered. */
    to: async (address: string) => {
      await deliverQueuedEmails();
      return received.filter((mail) => JSON.stringify(mail.to).includes(address));
    },
    /** The first link of a message's text that starts with the given URL prefix. */
    link: (mail: ParsedMail, prefix: string) => {
      const match = (mail.text ?? '').match(new RegExp(`${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[^\\s]+`));
      if (!match) throw new Error(`no link ${prefix} in « ${mail.subject} »`);
      return new URL(match[0]);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
