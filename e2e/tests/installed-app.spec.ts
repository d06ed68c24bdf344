import { expect, test } from './fixtures';
import { urls } from '../ports';
import { expectAccessible } from './axe';
import { siteSession } from './sessions';

/**
 * Issue #41 item 3, on a phone: the app can be installed (a manifest with its icons, a service worker); the candidate's
 * applications list, once seen, reads offline with « hors ligne » said plainly; a page never kept is « Hors ligne »;
 * a kept offer the site no longer has is dropped, never served stale; nothing offers to install on arrival.
 */
test('the installed app keeps the applications list offline and never a removed offer', async ({ browser }) => {
  const manifest = (await (await fetch(`${urls.site}/manifest.webmanifest`)).json()) as {
    display: string;
    start_url: string;
    icons: Array<{ src: string; sizes: string; purpose: string }>;
  };
  expect(manifest).toMatchObject({ display: 'standalone', start_url: '/' });
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  for (const icon of manifest.icons) expect((await fetch(`${urls.site}${icon.src}`)).headers.get('content-type')).toBe('image/png');

  const context = await browser.newContext({
    storageState: await siteSession('candidat'),
    locale: 'fr-FR',
    baseURL: urls.site,
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  await expect.poll(() => page.evaluate(async () => Boolean((await navigator.serviceWorker.ready).active))).toBe(true);
  await expect(page.getByRole('region', { name: 'Installer Cep sur votre téléphone' })).toHaveCount(0);

  await page.goto('/candidat/candidatures');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mes candidatures');
  const kept = (path: string) => page.evaluate(async (key) => Boolean(await (await caches.open('cep-pages-v1')).match(key)), path);
  await expect.poll(() => kept('/candidat/candidatures')).toBe(true);

  await context.setOffline(true);
  await page.goto('/candidat/candidatures');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mes candidatures');
  await expect(
    page.getByText('Vous êtes hors ligne : les pages gardées sur ce téléphone restent lisibles telles que vous les avez vues.'),
  ).toBeVisible();
  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hors ligne');
  await expectAccessible(page);
  await context.setOffline(false);

  // A kept offer the site answers 404 for is dropped at once.
  await page.evaluate(async () =>
    (await caches.open('cep-pages-v1')).put('/offres/retiree0', new Response('<p>copie</p>', { headers: { 'Content-Type': 'text/html' } })),
  );
  const removed = await page.goto('/offres/retiree0');
  expect(removed?.status()).toBe(404);
  expect(await kept('/offres/retiree0')).toBe(false);
  await context.close();
});

/**
 * Issue #41 item 4, what can be tried here: the section turns this device on from « Mon compte » (Chromium's push
 * service cannot be reached from the test machine: cms/tests/push.test.ts has the signed request to a stand-in), and
 * the service worker shows a notification posted to it as it shows a push.
 */
test('the service worker shows a notification; the account offers to turn this device on', async ({ browser }) => {
  const context = await browser.newContext({
    storageState: await siteSession('candidat'),
    locale: 'fr-FR',
    baseURL: urls.site,
    viewport: { width: 390, height: 844 },
    permissions: ['notifications'],
  });
  const page = await context.newPage();
  await page.goto('/mon-compte?onglet=preferences');
  const section = page.getByRole('region', { name: 'Notifications' });
  await expect(section.getByRole('button', { name: 'Activer les notifications sur cet appareil' })).toBeVisible();
  await expect(section.getByLabel('Démarrage des vendanges confirmé ou déplacé')).toBeChecked();
  await expectAccessible(page);
  await expect.poll(() => page.evaluate(async () => Boolean((await navigator.serviceWorker.ready).active))).toBe(true);
  const shown = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    registration.active?.postMessage({
      type: 'afficher',
      notification: {
        title: 'Vendanges : Porteur de hotte',
        body: 'Démarrage le samedi 12 septembre à 7 h 30.',
        url: '/candidat/candidatures',
      },
    });
    for (let i = 0; i < 50; i += 1) {
      const notifications = await registration.getNotifications();
      if (notifications.length) return notifications.map((n) => `${n.title} — ${n.body}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return [];
  });
  expect(shown).toEqual(['Vendanges : Porteur de hotte — Démarrage le samedi 12 septembre à 7 h 30.']);
  await context.close();
});

/**
 * Issue #41, done when: the app passes the installability checks Lighthouse ran (its « installable manifest » audit,
 * dropped from Lighthouse 12, read Chromium's own verdict): Chromium finds nothing that stops it from installing.
 */
test('Chromium finds the app installable', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'fr-FR', baseURL: urls.site, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto('/vendanges');
  await expect.poll(() => page.evaluate(async () => Boolean((await navigator.serviceWorker.ready).active))).toBe(true);
  const session = await context.newCDPSession(page);
  const verdict = (await session.send('Page.getInstallabilityErrors')) as { installabilityErrors: Array<{ errorId: string }> };
  // A Playwright context is an off-the-record profile, where Chromium installs nothing whatever the site: that one
  // verdict is the test machine's, every other one is the site's.
  expect(verdict.installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
  await context.close();
});
