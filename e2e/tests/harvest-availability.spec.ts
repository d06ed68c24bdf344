import { expect, test } from './fixtures';
import { urls } from '../ports';
import { expectAccessible } from './axe';
import { hydrated } from './hydration';
import { PASSWORD } from './sessions';

/**
 * Issue #40 item 3, as a worker lives it on a phone: availability stated once on the CV, then two harvest offers
 * ticked on /offres and applied to in one step, without a CV; one application each, each outcome said.
 * Delmas's offers are left alone (the applications spec counts theirs).
 */
test('a worker states availability once and applies to two harvest offers in one step', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const worker = { email: `saison+${Date.now()}@example.fr`, prenom: 'Ioana', nom: 'Popescu' };
  const signup = await page.request.post(`${urls.cms}/api/inscription/candidat`, {
    data: { ...worker, plainPassword: { first: PASSWORD, second: PASSWORD } },
  });
  expect(signup.status()).toBe(200);
  await page.goto('/connexion');
  await page.getByLabel('Adresse e-mail').fill(worker.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/after-login$/);

  await page.goto('/candidat/cv');
  const section = page.getByRole('region', { name: 'Mes disponibilités pour les vendanges' });
  // Controlled fields: typed before hydration, a value would be put back to the server's.
  await (await hydrated(section.getByLabel('Période 1 : du'))).fill('2027-09-06');
  await section.getByLabel('Période 1 : au').fill('2027-09-30');
  await section.getByLabel('Nouvelle-Aquitaine').check();
  await section.getByLabel('Je suis véhiculé').check();
  await section.getByLabel('Saisons de vendanges déjà faites').fill('2');
  await section.getByRole('button', { name: 'Enregistrer mes disponibilités' }).click();
  await expect(section.getByRole('status')).toHaveText('Vos disponibilités sont enregistrées.');
  await expectAccessible(page);

  await page.goto('/offres?vendanges=1');
  await expect(page.getByText('Cochez jusqu’à 10 offres, puis postulez à toutes en une fois.')).toBeVisible();
  const cards = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('checkbox') })
    .filter({ hasNotText: 'Delmas' });
  const titles: string[] = [];
  for (const i of [0, 1]) {
    const card = cards.nth(i);
    titles.push((await card.getByRole('heading').textContent()) ?? '');
    await card.getByRole('checkbox').check();
  }
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Postuler aux offres cochées' }).click();

  await expect(page).toHaveURL(/\/offres\/postuler-plusieurs\?offre=[a-z0-9]+&offre=[a-z0-9]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Postuler à plusieurs offres de vendanges');
  await expect(page.getByText('du 6 septembre au 30 septembre · Nouvelle-Aquitaine · véhiculé · 2 saisons de vendanges')).toBeVisible();
  await expect(page.getByLabel('Disponible à partir du')).toHaveValue('2027-09-06');
  await (
    await hydrated(page.getByLabel('Votre message au recruteur'))
  ).fill('Deux saisons en Gironde, véhiculée, disponible tout septembre.');
  await page.getByLabel('Téléphone', { exact: true }).fill('06 12 34 56 78');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Envoyer mes 2 candidatures' }).click();
  await expect(page.getByRole('status')).toHaveText('2 candidatures envoyées.');
  for (const titre of titles) await expect(page.getByRole('listitem').filter({ hasText: titre })).toContainText('envoyée');

  await page.getByRole('link', { name: 'Voir mes candidatures' }).click();
  await expect(page).toHaveURL(/\/candidat\/candidatures$/);
  for (const titre of titles) await expect(page.getByRole('main')).toContainText(titre);
});
