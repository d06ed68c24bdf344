import type { MetadataRoute } from 'next';
import { SITE_LANGUAGES } from '@cep/domain/site-languages';
import { siteUrl } from '@/lib/site-url';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/mon-compte', '/recrutement/', '/after-login'] },
    sitemap: [
      siteUrl('/sitemap.xml'),
      ...SITE_LANGUAGES.filter((language) => language !== 'fr').map((language) => siteUrl(`/sitemaps/${language}.xml`)),
    ],
  };
}
