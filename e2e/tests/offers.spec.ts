import { expect, test } from './fixtures';
import { expectAccessible } from './axe';

test('a misspelt search from the home page finds the seeded harvest offers', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Métier, mot-clé ou commune').fill('vendageur');
  await page.getByRole('button', { name: 'Rechercher' }).click();
  await expect(page).toHaveURL(/\/offres\?q=vendageur/);
  const titles = page.locator('main article h2');
  await expect(titles.first()).toBeVisible();
  await expect(titles.filter({ hasText: 'Vendangeur / Vendangeuse' }).first()).toBeVisible();
  await expectAccessible(page);
});

test('an accent left out still finds the œnologue offer, which opens', async ({ page }) => {
  await page.goto('/offres?q=oenologue');
  const link = page.getByRole('link', { name: 'Œnologue conseil' }).first();
  await expect(link).toBeVisible();
  await link.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Œnologue conseil');
  await expect(page.getByRole('heading', { name: 'Description du poste' })).toBeVisible();
  await expect(page.getByText('CDI').first()).toBeVisible();
  await expectAccessible(page);
});

test('the contract filter lives in the URL and narrows the results', async ({ page }) => {
  await page.goto('/offres');
  const all = Number((await page.getByText(/^\d+ offres$/).textContent())?.split(' ')[0]);
  await page.getByLabel('Type de contrat').selectOption('stage');
  await page.getByRole('button', { name: 'Rechercher' }).click();
  await expect(page).toHaveURL(/contrat=stage/);
  const cards = page.locator('main article');
  await expect(cards.first()).toBeVisible();
  const count = await cards.count();
  expect(count).toBeLessThan(all);
  for (let i = 0; i < count; i += 1) await expect(cards.nth(i).getByText('Stage', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Type de contrat')).toHaveValue('stage');
});

test('a search with no result says so', async ({ page }) => {
  await page.goto('/offres?q=astronaute');
  await expect(page.getByText('Aucune offre ne correspond à votre recherche.')).toBeVisible();
  await expectAccessible(page);
});

test('cards show the pay, facets read « label · count », and a page past the last one says where the results are', async ({ page }) => {
  await page.goto('/offres?q=oenologue');
  await expect(
    page
      .locator('main article')
      .first()
      .getByText(/€.*brut (par an|par mois|de l’heure)/),
  ).toBeVisible();
  await expect(page.getByLabel('Type de contrat').locator('option', { hasText: /^CDI · \d+$/ })).toHaveCount(1);

  await page.goto('/offres?page=99');
  await expect(page.getByText(/^Ces résultats tiennent sur \d+ pages?\.$/)).toBeVisible();
  await expect(page.getByText('Aucune offre ne correspond à votre recherche.')).toHaveCount(0);
  await page.getByRole('link', { name: 'Voir la dernière page' }).click();
  await expect(page.locator('main article').first()).toBeVisible();
  await expectAccessible(page);
});

test('a chosen contract keeps the others listed with their counts, and shows as a chip that removes it', async ({ page }) => {
  await page.goto('/offres?contrat=cdd');
  await expect(page.getByLabel('Type de contrat').locator('option', { hasText: /^CDI · \d+$/ })).toHaveCount(1);
  await page.goto('/offres?contrat=cdd&q=vendangeur');
  const chips = page.getByRole('navigation', { name: 'Filtres actifs' });
  await expect(chips.getByRole('link', { name: 'Retirer le filtre « vendangeur »' })).toBeVisible();
  await chips.getByRole('link', { name: 'Retirer le filtre CDD' }).click();
  await expect(page).toHaveURL(/\/offres\?q=vendangeur$/);
  await expect(page.getByLabel('Type de contrat')).toHaveValue('');
  await expectAccessible(page);
});

test('when no offer holds every word, the page says the results are close ones', async ({ page }) => {
  await page.goto('/offres?q=vendangeur%20astronaute');
  await expect(page.getByText(/^Aucun résultat exact, voici des offres proches\. \d+ offres?$/)).toBeVisible();
  await expect(page.locator('main article').first()).toBeVisible();
});

test('a commune typed without picking it from the list is read as the commune it names, or said unknown', async ({ page }) => {
  await page.goto('/offres?autourLibelle=pauillac&autour=');
  const chips = page.getByRole('navigation', { name: 'Filtres actifs' });
  await expect(chips.getByRole('link', { name: /Pauillac \(33250\) · 30 km/ })).toBeVisible();
  await page.goto('/offres?autourLibelle=Nullepartville&autour=');
  await expect(page.getByText(/^Aucune commune « Nullepartville » : choisissez-la dans la liste\. \d+ offres?$/)).toBeVisible();
});

test('suggestions that arrive once the user has left the commune field stay closed, covering nothing', async ({ page }) => {
  // The lookup is held until the user has moved on, as on a slow connection or a busy machine.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/villes/**', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/offres');
  const place = page.getByRole('combobox', { name: 'Autour de (commune)' });
  const asked = page.waitForRequest('**/villes/**');
  await place.fill('Bordea');
  await asked;
  await page.getByLabel('Métier, mot-clé ou commune').focus();
  const answered = page.waitForResponse('**/villes/**');
  release();
  await answered;
  // The suggestions are in the page once the answer is read, and stay out of sight.
  const suggestion = page.locator('[role="option"]', { hasText: 'Bordeaux (33000)' });
  await expect(suggestion).toBeAttached();
  await expect(suggestion).toBeHidden();
  await expect(place).toHaveAttribute('aria-expanded', 'false');
  // Back in the field, the list opens with the next keystroke's suggestions.
  await place.press('x');
  await place.press('Backspace');
  await expect(page.getByRole('option', { name: 'Bordeaux (33000)' })).toBeVisible();
});

test('a visitor who asks for an alert reads why not and can log in from there', async ({ page }) => {
  await page.goto('/offres?q=vendangeur');
  await page.getByRole('button', { name: 'Créer une alerte' }).click();
  const answer = page.locator('main [aria-live]').filter({ hasText: 'Vous devez être connecté pour créer votre alerte.' });
  await expect(answer).toBeVisible();
  await answer.getByRole('link', { name: 'Connexion' }).click();
  await expect(page.getByRole('dialog', { name: 'Connexion' }).getByLabel('Adresse e-mail')).toBeFocused();
  await expectAccessible(page);
});

test('Enter in the words field searches from the top of the page; only the drawer’s button opens on the results', async ({ page }) => {
  await page.goto('/offres');
  const words = page.getByRole('search').getByRole('searchbox');
  await words.fill('vendangeur');
  await words.press('Enter');
  await expect(page).toHaveURL(/\/offres\?q=vendangeur/);
  expect(new URL(page.url()).hash).toBe('');
  await expect(page.getByRole('search').getByLabel('Type de contrat')).toBeVisible();
  await expectAccessible(page);
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('results come first, filters open from « Filtres (n) » in a drawer, a skip link reaches the results', async ({ page }) => {
    await page.goto('/offres');
    await expect(page.getByLabel('Type de contrat')).toBeHidden();
    await page.getByRole('link', { name: 'Aller aux résultats' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('#resultats')).toBeFocused();

    const opener = page.getByRole('button', { name: 'Filtres', exact: true });
    await opener.click();
    const drawer = page.getByRole('dialog', { name: 'Filtres' });
    await expect(drawer).toBeVisible();
    // Escape closes it and gives the focus back to its button.
    await page.keyboard.press('Escape');
    await expect(drawer.getByLabel('Type de contrat')).toBeHidden();
    await expect(opener).toBeFocused();
    await opener.click();
    // A modal dialog: the first control has the focus, and Tab never reaches the page hidden under it (past the
    // last control it leaves for the browser's own bar, as with every modal <dialog>).
    await expect(drawer.getByLabel('Type de contrat')).toBeFocused();
    await drawer.getByRole('button', { name: 'Voir les résultats' }).focus();
    await page.keyboard.press('Tab');
    const focused = () =>
      page.evaluate(() => {
        const element = document.activeElement;
        return !element || element === document.body ? 'nothing' : element.closest('dialog') ? 'drawer' : element.outerHTML.slice(0, 80);
      });
    expect(['nothing', 'drawer']).toContain(await focused());
    await page.keyboard.press('Shift+Tab');
    await expect(drawer.getByRole('button', { name: 'Voir les résultats' })).toBeFocused();
    // A phone turned sideways passes 768 px: the open drawer stays a full-screen drawer with its buttons.
    await page.setViewportSize({ width: 844, height: 390 });
    await expect(drawer.getByRole('button', { name: 'Fermer' })).toBeVisible();
    expect((await drawer.boundingBox())?.width).toBe(844);
    await page.setViewportSize({ width: 390, height: 844 });
    await drawer.getByLabel('Type de contrat').selectOption('cdi');
    await drawer.getByRole('button', { name: 'Voir les résultats' }).click();
    await expect(page).toHaveURL(/contrat=cdi/);
    await expect(page.getByRole('button', { name: 'Filtres (1)' })).toBeVisible();
    // The new page opens on its results, where the count is.
    await expect(page).toHaveURL(/#resultats$/);
    await expect(page.locator('#resultats')).toBeInViewport();
    await expectAccessible(page);

    // The offer page: key facts and the apply block before the description, « Postuler » always at hand.
    await page.locator('main article h2 a').first().click();
    const bar = page.locator('a[href="#candidater"]');
    await expect(bar).toBeVisible();
    await page.mouse.wheel(0, 3000);
    await expect(bar).toBeInViewport();
    await expectAccessible(page);
  });
});
