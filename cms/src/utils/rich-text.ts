import sanitizeHtml from 'sanitize-html';
import { escapeHtml } from './escape-html';

/** The few tags an offer text may keep: paragraphs, line breaks, emphasis and lists. No link, no attribute. */
const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 'b', 'i', 'ul', 'ol', 'li'],
  allowedAttributes: {},
};

/**
 * Offer rich text as stored: text typed in a textarea becomes paragraphs (a blank line between two), and
 * any HTML pasted in keeps only the allowed tags. Sanitised on write, so no page ever receives a script.
 */
export function toSafeHtml(input: string | undefined): string {
  const source = input?.trim() ?? '';
  if (!source) return '';
  const html = /<[a-z][\s\S]*>/i.test(source)
    ? source
    : source
        .split(/\n\s*\n/)
        .map((paragraph) => `<p>${escapeHtml(paragraph.trim()).replace(/\n/g, '<br>')}</p>`)
        .join('');
  return sanitizeHtml(html, ALLOWED);
}

/** Back to the textarea: paragraphs separated by a blank line, entities decoded. */
export function toPlainText(html: string | null | undefined): string {
  if (!html) return '';
  const text = sanitizeHtml(
    html
      .replace(/<\/p>\s*/gi, '\n\n')
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<li>/gi, '- '),
    {
      allowedTags: [],
      allowedAttributes: {},
    },
  );
  return text
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
