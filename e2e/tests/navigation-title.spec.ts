import { expect, test } from './fixtures';

test.use({ signedInAs: 'recruteur' });

/**
 * A page keeps its title after a soft navigation whose prefetch failed (site/components/layout/LostTitleRecovery.tsx).
 * Next.js 16.4 hands the next page's head to a prefetch still in flight when the link is followed; if that prefetch
 * then fails, the head never comes. The failure is made here by refusing the router's whole-page prefetches
 * (`Next-Router-Prefetch: 1` without a segment); without the recovery 40 to 52 % of these navigations ended with no
 * title at all, so ten in a row pass by chance less than once in a hundred runs.
 */
test('a page reached by a link whose prefetch failed still gets its title', async ({ page }) => {
  test.setTimeout(90_000);
  await page.route(/[?&]_rsc=/, (route) => {
    const headers = route.request().headers();
    const wholePagePrefetch = headers['next-router-prefetch'] === '1' && !headers['next-router-segment-prefetch'];
    return wholePagePrefetch ? route.abort() : route.continue();
  });
  for (let round = 0; round < 10; round++) {
    await page.goto('/recrutement/offres?etat=publiee');
    await page
      .getByRole('link', { name: /candidature/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Candidatures : /);
    // The recovery waits 2 s for the head, then the page is rendered again.
    await expect(page).toHaveTitle('Candidatures reçues — Cep', { timeout: 10_000 });
  }
});
