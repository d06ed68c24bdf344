/** An absolute link to the site, for e-mails (SITE_URL, the public address). */
export function siteUrl(path: string): string {
  return new URL(path, process.env.SITE_URL ?? 'http://localhost:3000').toString();
}
