import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { urls } from '../ports';
import { expectAccessible } from './axe';

const PASSWORD = 'Vendanges2026!';

/** A candidate of its own (the spec deletes it), signed up and logged in as a new user would. */
async function newCandidate(page: Page): Promise<string> {
  const email = `rgpd-${Date.now()}@example.fr`;
  const signup = await page.request.post(`${urls.cms}/api/inscription/candidat`, {
    data: { prenom: 'Romane', nom: 'Vidal', email, plainPassword: { first: PASSWORD, second: PASSWORD } },
  });
  expect(signup.status()).toBe(200);
  await page.goto('/connexion');
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/after-login$/);
  return email;
}

test('a candidate downloads their data as a zip, then deletes their account behind their password', async ({ page }) => {
  const email = await newCandidate(page);
  await page.goto('/mon-compte?onglet=donnees');
  await expect(page.getByRole('heading', { name: 'Mes données personnelles' })).toBeVisible();
  await expectAccessible(page);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Télécharger mes données (.zip)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^cep-mes-donnees-\d{4}-\d{2}-\d{2}\.zip$/);
  const zip = await download.createReadStream().then(async (stream) => {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
    return Buffer.concat(chunks);
  });
  expect(zip.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
  expect(zip.includes(Buffer.from('donnees.json'))).toBe(true);

  const open = page.getByRole('button', { name: 'Supprimer mon compte' });
  await open.click();
  const dialog = page.getByRole('dialog', { name: 'Supprimer définitivement votre compte ?' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByLabel('Mot de passe actuel').fill('pas le bon mot de passe');
  await dialog.getByRole('button', { name: 'Supprimer définitivement' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Le mot de passe actuel est incorrect.');
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  await expect(open).toBeFocused();

  await open.click();
  await dialog.getByLabel('Mot de passe actuel').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Supprimer définitivement' }).click();
  await expect(page).toHaveURL(/\/compte-supprime$/);
  await expect(page.getByRole('heading', { name: 'Votre compte a été supprimé' })).toBeVisible();
  await expectAccessible(page);

  const login = await page.request.post(`${urls.cms}/api/auth/local`, { data: { identifier: email, password: PASSWORD } });
  expect(login.status()).toBe(400);
  await page.goto('/mon-compte');
  await expect(page).toHaveURL(/\/connexion/);
});
