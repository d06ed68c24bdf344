import { expect, test } from './fixtures';
import { expectAccessible } from './axe';

test('the home page renders its header, search, carousels and testimonials', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trouvez votre place dans la vigne et le vin');
  const nav = page.getByRole('navigation', { name: 'Navigation principale' }).first();
  await expect(nav.getByRole('link', { name: 'Offres' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Formations' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Blog' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Connexion' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Inscription' }).first()).toBeVisible();
  // Six cards a carousel at most (the demo has more offers), then the link to the whole list.
  for (const [title, count] of [
    ['Dernières offres', 6],
    ['Vendanges : les dernières offres', 1],
    ['Se former', 1],
    ['Sur le blog', 5],
  ] as const) {
    const section = page.getByRole('region', { name: title, exact: true });
    await expect(section.getByRole('heading', { level: 2, name: title, exact: true })).toBeVisible();
    const cards = await section.locator('li article').count();
    expect(cards).toBeGreaterThanOrEqual(count);
    expect(cards).toBeLessThanOrEqual(6);
  }
  const latest = page.getByRole('region', { name: 'Dernières offres', exact: true });
  await expect(latest.getByRole('link', { name: 'Voir toutes les offres' })).toHaveAttribute('href', '/offres');
  const slider = page.getByRole('region', { name: 'Ils ont trouvé leur place' });
  await expect(slider.locator('blockquote')).toHaveCount(4);
  // The slider's code comes in a chunk of its own while the page hydrates: a click before it has arrived is lost.
  const pause = slider.getByRole('button', { name: 'Pause' });
  await expect(async () => {
    if (await pause.isVisible()) await pause.click({ timeout: 1000 });
    await expect(slider.getByRole('button', { name: 'Lecture' })).toBeVisible({ timeout: 500 });
  }).toPass();
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
  // Its own title, not the home page's: the tab and screen readers name the page.
  await expect(page).toHaveTitle(/^Page introuvable/);
  await expectAccessible(page);
});

test('every page has a favicon and an app icon', async ({ page, request }) => {
  await page.goto('/offres');
  const icon = await page.locator('link[rel="icon"]').first().getAttribute('href');
  const apple = await page.locator('link[rel="apple-touch-icon"]').first().getAttribute('href');
  expect((await request.get(icon ?? '/missing')).headers()['content-type']).toContain('image/svg+xml');
  expect((await request.get(apple ?? '/missing')).headers()['content-type']).toContain('image/png');
});

test('the testimonial slider moves every 7 s and stops while focus is in it', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  const track = page.locator('#temoignages-track');
  const slider = page.getByRole('region', { name: 'Ils ont trouvé leur place' });
  await expect(slider.locator('blockquote')).toHaveCount(4);
  const start = await track.getAttribute('style');
  // The timer starts once the page is hydrated: advance the clock by one period until the row moves.
  await expect(async () => {
    await page.clock.runFor(7_100);
    expect(await track.getAttribute('style')).not.toBe(start);
  }).toPass({ timeout: 15_000 });
  const moved = await track.getAttribute('style');
  await slider.getByRole('button', { name: 'Suivant' }).focus();
  await page.clock.runFor(15_000);
  await expect(track).toHaveAttribute('style', moved ?? '');
});

test('the home page does not shift while it loads', async ({ page }) => {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { __shifts: number[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>)
        if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  // Loaded, hydrated, its typeface applied and two frames drawn since: any shift the load causes has been observed.
  await page.evaluate(async () => {
    await document.fonts.ready;
    for (let frame = 0; frame < 2; frame += 1) await new Promise(requestAnimationFrame);
  });
  const cls = await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts.reduce((a, b) => a + b, 0));
  // The budget is CLS ≤ 0.05; the home page aims at none.
  expect(cls).toBeLessThanOrEqual(0.01);
});
