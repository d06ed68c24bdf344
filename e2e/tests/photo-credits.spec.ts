import { expect, test } from './fixtures';
import { urls } from '../ports';
import { expectAccessible } from './axe';
import catalogue from '../../site/lib/photos.json';

const photos = Object.values(catalogue.photos);

/**
 * Issue #42 item 5: the site's photographs, on its pages as AVIF or WebP, and their credits written as the licences ask
 * (author, licence with its link, source, « image recadrée et recompressée », CC BY-SA kept for the changed version),
 * linked from the footer and the legal notice.
 */
test('the photographs are on the pages, and each is credited as its licence asks', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Crédits photographiques' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Crédits photographiques');
  const entries = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.locator('figure') });
  await expect(entries).toHaveCount(photos.length);
  for (const photo of photos) {
    const entry = entries.filter({ hasText: `Photo : ${photo.author}` });
    await expect(entry.getByRole('link', { name: photo.licence, exact: true })).toHaveAttribute('href', photo.licenceUrl);
    await expect(entry.getByRole('link', { name: 'Source : Wikimedia Commons' })).toHaveAttribute('href', photo.source);
    await expect(entry.getByText('Image recadrée et recompressée.')).toBeVisible();
    if (photo.shareAlike)
      await expect(entry.getByText(`Cette version modifiée est diffusée sous la même licence, ${photo.licence}.`)).toBeVisible();
  }
  await expectAccessible(page);

  await page.goto('/mentions-legales');
  await expect(page.getByRole('main').getByRole('link', { name: 'Crédits photographiques' }).first()).toHaveAttribute(
    'href',
    '/credits-photos',
  );

  // On the pages, in a format the browser reads, loaded (lazy: once scrolled to).
  for (const path of ['/vendanges', '/inscription', '/']) {
    await page.goto(path);
    const image = page.locator('main picture img').first();
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/photos\/[a-z-]+-\d+\.(avif|webp)$/);
  }
  for (const photo of photos)
    for (const format of ['avif', 'webp']) {
      const answer = await fetch(`${urls.site}/photos/${photo.file}-640.${format}`);
      expect(answer.headers.get('content-type')).toBe(`image/${format}`);
    }
});
