import type { MetadataRoute } from 'next';
import { getCourseSitemap, getPageSitemap, getSitemapOffers } from '@/lib/cms';
import { siteUrl } from '@/lib/site-url';

// Built per request: offers open and close all day long.
export const dynamic = 'force-dynamic';

/** sitemap.xml: the home page, the offer and course lists, every open offer and published course, the agenda, every page online. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [offers, pages, courses] = await Promise.all([getSitemapOffers(), getPageSitemap(), getCourseSitemap()]);
  return [
    { url: siteUrl('/'), changeFrequency: 'daily', priority: 1 },
    { url: siteUrl('/offres'), changeFrequency: 'hourly', priority: 0.9 },
    ...offers.map((o) => ({ url: siteUrl(`/offres/${o.id}`), lastModified: o.modifie, changeFrequency: 'weekly' as const, priority: 0.7 })),
    { url: siteUrl('/formations'), changeFrequency: 'daily', priority: 0.8 },
    ...courses.map((c) => ({
      url: siteUrl(`/formations/${c.id}`),
      lastModified: c.modifie,
      changeFrequency: 'weekly' as const,
      priority: 0.6,
    })),
    { url: siteUrl('/evenements'), changeFrequency: 'daily', priority: 0.5 },
    ...pages.map((p) => ({
      url: siteUrl(`/${p.type === 'ecole' ? 'ecoles' : 'entreprises'}/${p.id}`),
      lastModified: p.modifie,
      changeFrequency: 'weekly' as const,
      priority: 0.6,
    })),
  ];
}
