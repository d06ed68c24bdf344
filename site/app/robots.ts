import type { MetadataRoute } from 'next';
import { siteUrl } from '@/lib/site-url';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/mon-compte', '/recrutement/', '/after-login'] },
    sitemap: siteUrl('/sitemap.xml'),
  };
}
