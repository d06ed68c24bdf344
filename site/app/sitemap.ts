import type { MetadataRoute } from 'next';
import { offerRoutes } from '@cep/domain/contracts';
import { getBlogCategories, getBlogSitemap, getCourseSitemap, getPageSitemap } from '@/lib/cms';
import { readKept } from '@/lib/cms/call';
import { languageLinks } from '@/lib/i18n/translated-sitemap';
import { siteUrl } from '@/lib/site-url';

// Built per request: offers open and close all day long.
export const dynamic = 'force-dynamic';

/** sitemap.xml: the home page, the offer and course lists, every open offer and published course, the agenda, every page online, the blog. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [offers, pages, courses, articles, categories] = await Promise.all([
    readKept(['offres'], offerRoutes.sitemap, {}).then((answer) => answer?.data ?? []),
    getPageSitemap(),
    getCourseSitemap(),
    getBlogSitemap(),
    getBlogCategories(),
  ]);
  return [
    { url: siteUrl('/'), changeFrequency: 'daily', priority: 1 },
    // The worker's pages name their five other languages (each language also has its own sitemap, robots.txt).
    { url: siteUrl('/offres'), changeFrequency: 'hourly', priority: 0.9, alternates: { languages: languageLinks('/offres') } },
    { url: siteUrl('/vendanges'), changeFrequency: 'daily', priority: 0.8, alternates: { languages: languageLinks('/vendanges') } },
    { url: siteUrl('/vendanges/job-dating'), changeFrequency: 'daily', priority: 0.6 },
    ...offers.map((o) => ({
      url: siteUrl(`/offres/${o.id}`),
      lastModified: o.modifie,
      changeFrequency: 'weekly' as const,
      priority: 0.7,
      alternates: { languages: languageLinks(`/offres/${o.id}`, o.langues) },
    })),
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
    { url: siteUrl('/blog'), changeFrequency: 'daily', priority: 0.6 },
    ...categories.map((c) => ({ url: siteUrl(`/blog/${c.slug}`), changeFrequency: 'weekly' as const, priority: 0.4 })),
    ...articles.map((a) => ({ url: siteUrl(a.path), lastModified: a.lastModified, changeFrequency: 'monthly' as const, priority: 0.5 })),
  ];
}
