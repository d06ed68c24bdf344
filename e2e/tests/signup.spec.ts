import { expect, test } from './fixtures';
import { expectAccessible } from './axe';

test('candidate sign-up: a weak password turns the rules red, a strong one creates the account', async ({ page }) => {
  await page.goto('/inscription');
  await expectAccessible(page);
  await page.getByLabel('Prénom').fill('Inès');
  await page.getByLabel('Nom', { exact: true }).fill('Garnier');
  await page.getByLabel('Adresse e-mail').fill(`ines.garnier+${Date.now()}@example.fr`);
  await page.getByLabel('Mot de passe', { exact: true }).fill('vendange');
  await page.getByLabel('Confirmation du mot de passe').fill('vendange');
  await page.getByRole('button', { name: 'Créer mon compte' }).click();

  const summary = page.getByRole('alert').filter({ hasText: 'Les données saisies sont non valides' });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link', { name: /Mot de passe/ }).first()).toBeVisible();
  await expect(page.locator('[data-rule="upper"]')).toHaveAttribute('data-state', 'error');
  await expect(page.locator('[data-rule="length"]')).toHaveAttribute('data-state', 'error');
  await expect(page.getByLabel('Prénom')).toHaveValue('Inès');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Afficher le mot de passe' }).first().click();
  await expect(page.getByLabel('Mot de passe', { exact: true })).toHaveAttribute('type', 'text');
  await page.getByLabel('Mot de passe', { exact: true }).fill('Vendange2026!');
  await page.getByLabel('Confirmation du mot de passe').fill('Vendange2027!');
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.locator('#password-second-error')).toHaveText('Les mots de passe ne correspondent pas.');

  await page.getByLabel('Confirmation du mot de passe').fill('Vendange2026!');
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page).toHaveURL(/\/after-register-success\/[a-z0-9]{20,}$/);
  await expect(page.getByRole('heading', { name: 'Votre compte est créé' })).toBeVisible();
  await expectAccessible(page);
});

test('the recruiter sign-up popup of the home page creates the account; its page works by URL too', async ({ page }) => {
  await page.goto('/');
  const opener = page.getByRole('link', { name: 'Créer mon compte recruteur' });
  await expect(opener).toHaveAttribute('href', '/inscription/popup/recruteur');
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Créer mon compte recruteur' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(opener).toBeFocused();

  await opener.click();
  await dialog.getByLabel('Raison sociale').fill('Domaine des Popups');
  await dialog.getByLabel("Secteur d'activité").fill('Domaine viticole');
  await dialog.getByLabel('Prénom').fill('Léa');
  await dialog.getByLabel('Nom', { exact: true }).fill('Morel');
  await dialog.getByLabel('Adresse e-mail').fill(`popup+${Date.now()}@vignobles-test.fr`);
  await dialog.getByLabel('Mot de passe', { exact: true }).fill('Vendange2026!');
  await dialog.getByLabel('Confirmation du mot de passe').fill('Vendange2026!');
  await dialog.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page).toHaveURL(/\/after-register-success\/[a-z0-9]{20,}$/);

  await page.goto('/inscription/popup/ecole');
  await expect(page.getByRole('heading', { name: 'Créer mon compte école' })).toBeVisible();
  await expectAccessible(page);
});

test('the home page’s harvest offer button logs a recruiter in straight to the new harvest offer', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Publier une offre de vendanges' }).click();
  const dialog = page.getByRole('dialog', { name: 'Connexion' });
  await dialog.getByLabel('Adresse e-mail').fill('recruteur@cep.demo');
  await dialog.getByLabel('Mot de passe', { exact: true }).fill('Vendanges2026!');
  await dialog.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/recrutement\/offre\/description-offre\/nouveau\/vendanges$/);
  await expect(page.getByRole('heading', { name: 'Déposer une offre de vendanges' })).toBeVisible();
});
