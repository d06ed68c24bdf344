import { offerRoutes } from '@cep/domain/contracts';
import { isSiteLanguage } from '@cep/domain/site-languages';
import { readKept } from '@/lib/cms/call';
import { translatedSitemap } from '@/lib/i18n/translated-sitemap';

// Built per request, as sitemap.xml: offers open and close all day long.
export const dynamic = 'force-dynamic';

/** `/sitemaps/{language}.xml`: the worker's public pages in one of the five languages beside French (sitemap.xml). */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const language = /^([a-z]{2})\.xml$/.exec((await params).file)?.[1];
  if (!isSiteLanguage(language) || language === 'fr') return new Response('Introuvable', { status: 404 });
  const offers = (await readKept(['offres'], offerRoutes.sitemap, {}))?.data ?? [];
  const body = translatedSitemap(language, [
    { path: '/vendanges' },
    { path: '/offres' },
    ...offers
      .filter((offer) => offer.langues.includes(language))
      .map((offer) => ({ path: `/offres/${offer.id}`, lastModified: offer.modifie, written: offer.langues })),
  ]);
  return new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
}
