import { expect, test } from '@playwright/test';
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

  await expect(page.getByRole('alert').filter({ hasText: 'Les données' })).toHaveText('Les données saisies sont non valides');
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
  await expect(page).toHaveURL(/\/after-register-success\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Votre compte est créé' })).toBeVisible();
  await expectAccessible(page);
});
