import { expect, test } from './fixtures';
import { urls } from '../ports';
import { expectAccessible } from './axe';

/**
 * Issue #17: no public page overflows sideways, on a 390 px phone or a 1366 px laptop. Every kind of page the
 * sitemap lists (one of each: an offer, a course, a company and a school page, a blog category and article)
 * and the public pages it leaves out. A page wider than the window makes the whole site scroll sideways
 * on a phone — the usual sign of a clipped table, a long word or a fixed width.
 */
const PAGES_OUTSIDE_SITEMAP = [
  '/packs',
  '/contact',
  '/inscription',
  '/connexion',
  '/forgot-password',
  '/newsletter',
  '/mentions-legales',
  '/conditions-generales',
  '/confidentialite',
  '/cookies',
  '/accessibilite',
  '/plancher',
  '/page-qui-n-existe-pas',
];

/** One address per kind of page: the path with every segment past the first generalised (each offer, each article). */
async function onePerKind(): Promise<string[]> {
  const xml = await (await fetch(`${urls.site}/sitemap.xml`)).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const kinds = new Map<string, string>();
  for (const path of paths) {
    const kind = path
      .split('/')
      .map((part, i) => (i > 1 ? '*' : part))
      .join('/');
    if (!kinds.has(kind)) kinds.set(kind, path);
  }
  return [...kinds.values()];
}

for (const width of [390, 1366]) {
  test(`no public page is wider than a ${width} px window`, async ({ browser }) => {
    test.setTimeout(120_000);
    const pages = [...(await onePerKind()), ...PAGES_OUTSIDE_SITEMAP];
    // The sitemap holds every kind the demo data has: lists, offers, courses, pages of both kinds, the blog.
    expect(pages.filter((p) => /^\/(offres|formations|entreprises|ecoles|blog)\/./.test(p)).length).toBeGreaterThanOrEqual(5);
    const context = await browser.newContext({ viewport: { width, height: 900 }, baseURL: urls.site });
    const page = await context.newPage();
    const overflowing: string[] = [];
    for (const path of pages) {
      await page.goto(path);
      const wider = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      if (wider > 0) overflowing.push(`${path} (+${wider} px)`);
    }
    expect(overflowing).toEqual([]);
    await context.close();
  });
}

test('the floor of the Lighthouse measures is the bare layout, kept out of search engines (issue #44)', async ({ page }) => {
  const response = await page.goto('/plancher');
  expect(response?.status()).toBe(200);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  await expect(page.locator('main')).toBeEmpty();
  expect(await (await fetch(`${urls.site}/sitemap.xml`)).text()).not.toContain('/plancher');
  await expectAccessible(page);
});
