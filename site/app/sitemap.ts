import type { MetadataRoute } from 'next';
import { getPageSitemap, getSitemapOffers } from '@/lib/cms';
import { siteUrl } from '@/lib/site-url';

// Built per request: offers open and close all day long.
export const dynamic = 'force-dynamic';

/** sitemap.xml: the home page, the offer list, every open offer, the agenda and every company and school page online. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [offers, pages] = await Promise.all([getSitemapOffers(), getPageSitemap()]);
  return [
    { url: siteUrl('/'), changeFrequency: 'daily', priority: 1 },
    { url: siteUrl('/offres'), changeFrequency: 'hourly', priority: 0.9 },
    ...offers.map((o) => ({ url: siteUrl(`/offres/${o.id}`), lastModified: o.modifie, changeFrequency: 'weekly' as const, priority: 0.7 })),
    { url: siteUrl('/evenements'), changeFrequency: 'daily', priority: 0.5 },
    ...pages.map((p) => ({
      url: siteUrl(`/${p.type === 'ecole' ? 'ecoles' : 'entreprises'}/${p.id}`),
      lastModified: p.modifie,
      changeFrequency: 'weekly' as const,
      priority: 0.6,
    })),
  ];
}
