import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server on loopback: the cms sends through nodemailer exactly as in production. */
export async function startSmtp() {
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
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
    /** The messages sent to one address, oldest first. */
    to: (address: string) => received.filter((mail) => JSON.stringify(mail.to).includes(address)),
    /** The first link of a message's text that starts with the given URL prefix. */
    link: (mail: ParsedMail, prefix: string) => {
      const match = (mail.text ?? '').match(new RegExp(`${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[^\\s]+`));
      if (!match) throw new Error(`no link ${prefix} in « ${mail.subject} »`);
      return new URL(match[0]);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
