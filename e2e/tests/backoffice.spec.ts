import { expect, test, type Page } from '@playwright/test';
import { urls } from '../ports';
import { expectAccessible } from './axe';

const PASSWORD = 'Vendanges2026!';

async function login(page: Page, email: string) {
  await page.goto(urls.backoffice);
  await page.getByLabel(/Identifiant|Nom d'utilisateur/).fill(email);
  await page.getByRole('textbox', { name: 'Mot de passe' }).fill(PASSWORD);
  await page.getByRole('button', { name: /Connexion|Se connecter/ }).click();
}

test('a moderator logs in on the queue of offers in validation, and can see every offer', async ({ page }) => {
  await login(page, 'moderateur@cep.demo');
  await expect(page.getByRole('columnheader', { name: 'Titre' })).toBeVisible();
  await expect(page.locator('tbody tr')).toHaveCount(3);
  await expect(page.getByRole('cell', { name: 'Responsable œnotourisme', exact: true })).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('État').first().click();
  await page.getByRole('option', { name: 'Publiée' }).click();
  await expect(page.getByRole('cell', { name: 'Vendangeur / Vendangeuse' }).first()).toBeVisible();
});

test('a candidate is refused with a French message', async ({ page }) => {
  await login(page, 'candidat@cep.demo');
  await expect(page.getByText("Accès réservé à l'équipe Cep (modération et édition).")).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Titre' })).toHaveCount(0);
});
