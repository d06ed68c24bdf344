import { expect, test } from './fixtures';

/**
 * Issue #17 item 5: public images (logos, covers, photos) reach a phone through Next's image optimizer, as AVIF
 * when the browser takes it, at the width the card needs rather than the file the cms stored; what is private
 * never goes through it.
 */
test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });

test('a blog card on a phone gets its cover resized to the card, as AVIF, lighter than the stored file', async ({ page, request }) => {
  await page.goto('/blog');
  // A card with a cover of its own (an article without one shows the site's photographs: photo-credits.spec.ts).
  const cover = page.locator('main article img[src^="/_next/image"]').first();
  await cover.scrollIntoViewIfNeeded();
  await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);

  const chosen = new URL(await cover.evaluate((img: HTMLImageElement) => img.currentSrc));
  expect(chosen.pathname).toBe('/_next/image');
  // The card is the width of the page less its margins, 358 px at 2×: 716 px, served from the 828 px copy (the stored
  // cover is 1092 px wide).
  expect(Number(chosen.searchParams.get('w'))).toBe(828);
  const stored = chosen.searchParams.get('url')!;
  expect(stored).toMatch(/^\/uploads\/blog\/[0-9a-f-]{36}\.webp$/);

  const resized = await request.get(chosen.pathname + chosen.search, { headers: { Accept: 'image/avif,image/webp,*/*' } });
  expect(resized.headers()['content-type']).toBe('image/avif');
  const original = await request.get(stored);
  expect((await resized.body()).length).toBeLessThan((await original.body()).length);
});

test('only the first card’s cover is asked for at once, the page’s largest paint on a phone', async ({ page }) => {
  // A seeded article, with its cover, first in the list.
  await page.goto('/blog?q=check-list');
  const first = page.locator('main article').first().locator('img');
  await expect(first).toHaveAttribute('loading', 'eager');
  await expect(first).toHaveAttribute('fetchpriority', 'high');
  // Every other card's cover waits until it nears the screen.
  await page.goto('/blog');
  const later = page.locator('main li:not(:first-child) article img');
  await expect(later.first()).toBeAttached();
  for (const img of await later.all()) await expect(img).toHaveAttribute('loading', 'lazy');
});

test('the optimizer takes only public uploads: a private file, a page or another site is refused', async ({ request }) => {
  for (const url of ['/fichiers/cvtheque/1/photo', '/offres', 'https://example.com/a.png', '/uploads/../fichiers/x']) {
    const response = await request.get(`/_next/image?url=${encodeURIComponent(url)}&w=640&q=75`);
    expect(response.status(), url).toBe(400);
  }
});
