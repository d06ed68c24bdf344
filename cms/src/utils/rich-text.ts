import sanitizeHtml from 'sanitize-html';
import { escapeHtml } from './escape-html';

/**
 * One allow-list per kind of stored rich text. Offers, company and school pages and courses keep paragraphs,
 * line breaks, emphasis and lists — no link, no attribute.
 */
const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 'b', 'i', 'ul', 'ol', 'li'],
  allowedAttributes: {},
};

/** An image of Cep's own media (what the cms stored under /uploads), never another site's: no tracking pixel. */
const OWN_MEDIA = /^\/uploads\/[a-z0-9/_-]+\.(?:webp|png|jpe?g|gif)$/i;

/**
 * Articles also keep h2/h3 (the page's h1 is the title: an h1 in the body becomes an h2), quotes, links to
 * http, https and mailto only — each marked `nofollow ugc noopener` — and images from Cep's own media.
 */
const ARTICLE: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 'b', 'i', 'ul', 'ol', 'li', 'h2', 'h3', 'blockquote', 'a', 'img'],
  allowedAttributes: { a: ['href', 'rel'], img: ['src', 'alt'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  transformTags: {
    h1: 'h2',
    h4: 'h3',
    a: (_tag, attribs) => ({ tagName: 'a', attribs: { ...(attribs.href ? { href: attribs.href } : {}), rel: 'nofollow ugc noopener' } }),
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !OWN_MEDIA.test(frame.attribs.src ?? ''),
};

/** An article's body as stored: the editor's HTML through the article allow-list. */
export function toSafeArticleHtml(input: string | undefined): string {
  const source = input?.trim() ?? '';
  return source ? sanitizeHtml(source, ARTICLE).trim() : '';
}

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
      .replace(/<\/(?:li|h2|h3|blockquote)>\s*/gi, '\n')
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
