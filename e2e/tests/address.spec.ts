import { expect, test } from './fixtures';
import { urls } from '../ports';
import { expectAccessible } from './axe';
import { linkFromOutbox } from './outbox';

const PASSWORD = 'Vendanges2026!';

test('an unconfirmed recruiter is told why and can ask for a new link; a new login address waits for its own confirmation', async ({
  page,
  request,
}) => {
  // An account of its own: the address changes, and the other specs reuse the demo accounts' sessions.
  const email = `adresse+${Date.now()}@essais.fr`;
  const newEmail = `nouvelle+${Date.now()}@essais.fr`;
  const signup = await request.post(`${urls.cms}/api/inscription/recruteur`, {
    data: {
      prenom: 'Claire',
      nom: 'Bastide',
      email,
      societeRaisonsocial: 'Domaine Bastide',
      secteurActivite: 'Domaine viticole',
      plainPassword: { first: PASSWORD, second: PASSWORD },
    },
  });
  expect(signup.status()).toBe(200);

  await page.goto('/connexion');
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/after-login$/);
  await expect(page.getByText(/il faut une adresse confirmée pour publier une offre/)).toBeVisible();
  await page.getByRole('button', { name: 'Renvoyer le lien de confirmation' }).click();
  // The sign-up's link left a moment ago: the cms says so rather than sending another.
  await expect(page.getByRole('alert').filter({ hasText: 'Un lien vous a été envoyé' })).toContainText('il y a moins de dix minutes');
  await expectAccessible(page);

  await page.goto('/mon-compte');
  const address = page.getByLabel('Adresse e-mail');
  await expect(address).toHaveValue(email);
  await expect(page.getByLabel(/Mot de passe actuel/)).toHaveCount(0);
  await address.fill(newEmail);
  const password = page.getByLabel('Mot de passe actuel (pour changer d’adresse e-mail)');
  await expect(password).toBeVisible();
  await page.getByRole('button', { name: 'Enregistrer' }).first().click();
  await expect(page.getByText('Indiquez votre mot de passe actuel pour changer d’adresse e-mail.')).toBeVisible();
  await password.fill(PASSWORD);
  await page.getByRole('button', { name: 'Enregistrer' }).first().click();
  await expect(page.getByText(/Nous avons envoyé un lien à votre nouvelle adresse/)).toBeVisible();
  await expect(address).toHaveValue(email);
  await expectAccessible(page);

  await page.goto(await linkFromOutbox(newEmail, 'Confirmez votre nouvelle adresse e-mail', urls.site));
  const login = await request.post(`${urls.cms}/api/auth/local`, { data: { identifier: newEmail, password: PASSWORD } });
  expect(login.status()).toBe(200);
});
