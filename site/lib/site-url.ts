/** Absolute URL of a site path, for JSON-LD, share links and the sitemap (NEXT_PUBLIC_SITE_URL, .env.example). */
export function siteUrl(path: string): string {
  return `${(process.env.NEXT_PUBLIC_SITE_URL ?? 'http://localhost:3000').replace(/\/$/, '')}${path}`;
}
