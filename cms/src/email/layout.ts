import type { SiteLanguage } from '@cep/domain';
import { escapeHtml } from '../utils/escape-html';

/** One of Cep's e-mails, as text and HTML. Values are escaped in the HTML. */
export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

/** What the frame every e-mail shares says in one language. */
export interface EmailFrame {
  lang: SiteLanguage;
  signature: string;
  /** A link after its label in the text part: French puts a space before the colon, the other languages do not. */
  linkLine: (label: string, url: string) => string;
  /** The footer's link to the preference centre (issue #16 item 8). */
  preferencesLabel: string;
}

/** The layout of every message in one language: a greeting, paragraphs, an optional button, the signature. */
export function emailLayout(frame: EmailFrame) {
  return {
    compose(subject: string, greeting: string, paragraphs: string[], action?: { label: string; url: string }): EmailContent {
      const text = [
        greeting,
        '',
        ...paragraphs.flatMap((p) => [p, '']),
        ...(action ? [frame.linkLine(action.label, action.url), ''] : []),
        frame.signature,
      ].join('\n');
      const html = `<!doctype html><html lang="${frame.lang}"><body style="font-family:Arial,sans-serif;color:#1c1917;max-width:560px;margin:auto">
<p style="font-size:20px;font-weight:bold;color:#7c1f3a">Cep</p>
<p>${escapeHtml(greeting)}</p>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${action ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#7c1f3a;color:#fff;padding:10px 18px;border-radius:999px;text-decoration:none">${escapeHtml(action.label)}</a></p><p style="font-size:12px;color:#57534e">${escapeHtml(action.url)}</p>` : ''}
<p>${escapeHtml(frame.signature)}</p></body></html>`;
      return { subject, text, html };
    },

    /** The footer of every e-mail a user may choose not to receive: the link to their preference centre. */
    withPreferencesLink(content: EmailContent, url: string): EmailContent {
      return {
        ...content,
        text: `${content.text}\n\n${frame.linkLine(frame.preferencesLabel, url)}`,
        html: content.html.replace(
          '</body>',
          `<p style="font-size:12px;color:#57534e"><a href="${escapeHtml(url)}" style="color:#57534e">${escapeHtml(frame.preferencesLabel)}</a></p></body>`,
        ),
      };
    },
  };
}

/** French, the reference: every e-mail to recruiters, schools and staff, and a French-speaking candidate's. */
export const french = emailLayout({
  lang: 'fr',
  signature: 'L’équipe Cep',
  linkLine: (label, url) => `${label} : ${url}`,
  preferencesLabel: 'Choisir les e-mails que vous recevez de Cep',
});
