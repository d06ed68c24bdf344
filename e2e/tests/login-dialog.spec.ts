import { expect, test } from './fixtures';
import { expectAccessible } from './axe';

test('the login popup opens from any page, closes on Escape with focus back, and returns to that page', async ({ page }) => {
  await page.goto('/offres?q=oenologue');
  await page.getByRole('link', { name: 'Œnologue conseil' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Œnologue conseil');
  const offerUrl = page.url();

  const opener = page.getByRole('banner').getByRole('link', { name: 'Connexion' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Connexion' });
  await expect(dialog).toBeVisible();
  // The e-mail field takes the focus; a visitor without an account is offered one that brings them back here.
  await expect(dialog.getByLabel('Adresse e-mail')).toBeFocused();
  await expect(dialog.getByRole('link', { name: 'Créer un compte' })).toHaveAttribute(
    'href',
    `/inscription?type=candidat&retour=${encodeURIComponent(new URL(offerUrl).pathname)}`,
  );
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  await opener.click();
  await dialog.getByLabel('Adresse e-mail').fill('candidat@cep.demo');
  await dialog.getByLabel('Mot de passe', { exact: true }).fill('Vendanges2026!');
  await dialog.getByRole('button', { name: 'Afficher le mot de passe' }).click();
  await expect(dialog.getByLabel('Mot de passe', { exact: true })).toHaveAttribute('type', 'text');
  await dialog.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(offerUrl);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Mon compte' })).toBeVisible();
});
