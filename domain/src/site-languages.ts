/**
 * The languages of the harvest worker's path (issue #41 item 2): French first, always the reference (Code du travail
 * L5331-4), then the languages of the season's workers. Recruiters', schools' and the backoffice's pages stay French.
 */
export const SITE_LANGUAGES = ['fr', 'es', 'pl', 'ro', 'pt', 'en'] as const;
export type SiteLanguage = (typeof SITE_LANGUAGES)[number];

/** Each language named in itself, for the language switch and the e-mail preference. */
export const LANGUAGE_OWN_NAMES: Record<SiteLanguage, string> = {
  fr: 'Français',
  es: 'Español',
  pl: 'Polski',
  ro: 'Română',
  pt: 'Português',
  en: 'English',
};

/** The locale Intl formats dates and numbers with in each language. */
export const INTL_LOCALES: Record<SiteLanguage, string> = {
  fr: 'fr-FR',
  es: 'es-ES',
  pl: 'pl-PL',
  ro: 'ro-RO',
  pt: 'pt-PT',
  en: 'en-GB',
};

export function isSiteLanguage(value: unknown): value is SiteLanguage {
  return typeof value === 'string' && (SITE_LANGUAGES as readonly string[]).includes(value);
}

/**
 * The language an `Accept-Language` header prefers among ours: the highest weight first, then the header's order;
 * `es-ES`, `es-419` and `es` all read as Spanish; none of ours (or no header: a crawler) is French.
 */
export function preferredLanguage(acceptLanguage: string | null | undefined): SiteLanguage {
  if (!acceptLanguage) return 'fr';
  const ranked = acceptLanguage
    .split(',')
    .slice(0, 20)
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number.parseFloat(q.slice(2)) : 1;
      return { base: tag.trim().toLowerCase().split('-')[0] ?? '', weight: Number.isFinite(weight) ? weight : 0, order };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order);
  return ranked.map((entry) => entry.base).find(isSiteLanguage) ?? 'fr';
}
