import type { MetadataRoute } from 'next';
import { getSitemapOffers } from '@/lib/cms';
import { siteUrl } from '@/lib/site-url';

// Built per request: offers open and close all day long.
export const dynamic = 'force-dynamic';

/** sitemap.xml: the home page, the offer list and every open offer. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const offers = await getSitemapOffers();
  return [
    { url: siteUrl('/'), changeFrequency: 'daily', priority: 1 },
    { url: siteUrl('/offres'), changeFrequency: 'hourly', priority: 0.9 },
    ...offers.map((o) => ({ url: siteUrl(`/offres/${o.id}`), lastModified: o.modifie, changeFrequency: 'weekly' as const, priority: 0.7 })),
  ];
}
