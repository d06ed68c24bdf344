import type { Core } from '@strapi/strapi';
import type { EmailContent } from './templates';

/** Sends through Strapi's email plugin: the outbox folder by default, SMTP when SMTP_HOST is set. */
export interface Attachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export async function sendEmail(
  strapi: Core.Strapi,
  to: string,
  content: EmailContent,
  attachments: Attachment[] = [],
  headers: Record<string, string> = {},
  /** Where answers go: the person who wrote through a Cep form (a course's contact popup). */
  replyTo?: string,
): Promise<void> {
  await strapi
    .plugin('email')
    .service('email')
    .send({
      to,
      subject: content.subject,
      text: content.text,
      html: content.html,
      ...(attachments.length ? { attachments } : {}),
      ...(Object.keys(headers).length ? { headers } : {}),
      ...(replyTo ? { replyTo } : {}),
    });
}

export function siteUrl(path: string): string {
  return new URL(path, process.env.SITE_URL ?? 'http://localhost:3000').toString();
}
