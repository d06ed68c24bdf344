import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe';

test('the home page renders its header, search and latest offers', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trouvez votre place dans la vigne et le vin');
  const nav = page.getByRole('navigation', { name: 'Navigation principale' }).first();
  await expect(nav.getByRole('link', { name: 'Offres' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Formations' })).toBeVisible();
  // No link to a page that does not exist yet.
  await expect(nav.getByRole('link', { name: 'Blog' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Connexion' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Inscription' }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Dernières offres' })).toBeVisible();
  await expect(page.locator('main article')).toHaveCount(6);
  await expectAccessible(page);
});

test('the mobile menu opens, closes on Escape and gives focus back', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  const button = page.getByRole('button', { name: 'Menu' });
  await button.click();
  await expect(page.getByRole('button', { name: 'Fermer le menu' })).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('link', { name: 'Offres' }).last()).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Menu' })).toBeFocused();
  await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
});

test('an unknown page shows the French not-found page', async ({ page }) => {
  const response = await page.goto('/nulle-part');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page introuvable' })).toBeVisible();
  await expectAccessible(page);
});

test('every page has a favicon and an app icon', async ({ page, request }) => {
  await page.goto('/offres');
  const icon = await page.locator('link[rel="icon"]').first().getAttribute('href');
  const apple = await page.locator('link[rel="apple-touch-icon"]').first().getAttribute('href');
  expect((await request.get(icon ?? '/missing')).headers()['content-type']).toContain('image/svg+xml');
  expect((await request.get(apple ?? '/missing')).headers()['content-type']).toContain('image/png');
});
