import { INTL_LOCALES, type SiteLanguage } from '@cep/domain/site-languages';
import { formatLongDate } from '@cep/domain/format';

/** A moment's day in a language: French with its « 1er », the others as Intl writes them. */
export function formatDate(value: string | number | null, language: SiteLanguage = 'fr'): string {
  if (value === null) return '';
  if (language === 'fr') return formatLongDate(value);
  return new Intl.DateTimeFormat(INTL_LOCALES[language], { dateStyle: 'long', timeZone: 'Europe/Paris' }).format(new Date(value));
}

/** '0612345678' → '06 12 34 56 78'; anything else as typed. */
export const formatPhone = (value: string) => (/^\d{10}$/.test(value) ? value.replace(/(\d{2})(?=\d)/g, '$1 ') : value);

/** Offer text as plain paragraphs: for meta descriptions and excerpts, where no markup belongs. */
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

const sizeFormat = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });

/** 350 000 → '342 Ko', 1 500 000 → '1,4 Mo' (1 Ko = 1024 octets, as file pickers count). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${sizeFormat.format(Math.max(1, Math.round(bytes / 1024)))} Ko`;
  return `${sizeFormat.format(bytes / (1024 * 1024))} Mo`;
}
