import { expect, test } from './fixtures';
import { expectAccessible } from './axe';

/**
 * Issue #40 item 7: `/vendanges`, the season's page, on a phone as a picker reaches it from the footer: the offers by
 * wine region with their counts, the map drawn on the server, the soonest starts, those with housing; a region leads
 * to its offers.
 */
test('a picker finds the season’s offers by wine region, on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Emplois de vendanges' }).click();
  await expect(page).toHaveURL(/\/vendanges$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trouver un travail de vendanges');

  const regions = page.getByRole('region', { name: 'Par région viticole' });
  const first = regions.getByRole('link').first();
  await expect(first).toHaveText(/^.+ · \d+ offres?$/);
  const map = page.getByRole('img', { name: /^Carte de France des départements/ });
  await map.scrollIntoViewIfNeeded();
  await expect.poll(() => map.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const svg = await page.request.get('/vendanges/carte.svg');
  expect(svg.headers()['content-type']).toBe('image/svg+xml; charset=utf-8');
  const body = await svg.text();
  expect(body.match(/<path /g)).toHaveLength(96);
  expect(body).toMatch(/<title>Gironde \(33\) : \d+ offres?<\/title>/);

  await expect(page.getByRole('region', { name: 'Les premiers départs' }).getByRole('article').first()).toContainText('Début');
  await expectAccessible(page);

  const [, count] = /· (\d+) offres?$/.exec((await first.textContent()) ?? '') ?? [];
  await first.click();
  await expect(page).toHaveURL(/\/offres\?vendanges=1(&departement=\w+)+$/);
  await expect(page.locator('#resultats')).toContainText(`${count} offre`);
});
