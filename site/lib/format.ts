const longDate = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'Europe/Paris' });

export function formatDate(value: string | number | null): string {
  return value === null ? '' : longDate.format(new Date(value));
}

/**
 * The cms stores offer text as simple HTML paragraphs. Until rich text is sanitized on write, the site
 * renders it as plain paragraphs: no markup from the database ever reaches the page.
 */
export function htmlToParagraphs(html: string): string[] {
  return html
    .split(/<\/p>|<br\s*\/?>|\n{2,}/i)
    .map((part) =>
      part
        .replace(/<[^>]*>/g, ' ')
        .replace(/&nbsp;/g, ' ')
        .replace(/&amp;/g, '&')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'")
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter(Boolean);
}
