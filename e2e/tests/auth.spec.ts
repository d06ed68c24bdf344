import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { urls } from '../ports';
import { expectAccessible } from './axe';
import { linkFromOutbox } from './outbox';

const DEMO_PASSWORD = 'Vendanges2026!';

async function fillLogin(page: Page, email: string, password: string) {
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

test('login: a failure shows the danger alert and keeps the e-mail; success returns to the page asked for', async ({ page }) => {
  await page.goto('/mon-compte');
  await expect(page).toHaveURL(/\/connexion\?retour=%2Fmon-compte/);
  await expectAccessible(page);

  await fillLogin(page, 'candidat@cep.demo', 'mauvais-mot-de-passe');
  await expect(page.getByRole('alert').filter({ hasText: 'incorrect' })).toHaveText("L'adresse e-mail ou le mot de passe est incorrect.");
  await expect(page.getByLabel('Adresse e-mail')).toHaveValue('candidat@cep.demo');

  await page.getByRole('button', { name: 'Afficher le mot de passe' }).click();
  await expect(page.getByLabel('Mot de passe', { exact: true })).toHaveAttribute('type', 'text');
  await fillLogin(page, 'candidat@cep.demo', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/mon-compte$/);
  await expect(page.getByRole('heading', { name: 'Mon compte' })).toBeVisible();
  await expect(page.getByLabel('Adresse e-mail')).toHaveValue('candidat@cep.demo');
  await expectAccessible(page);

  const cookies = await page.context().cookies();
  const access = cookies.find((c) => c.name === 'cep_access');
  expect(access).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  expect(await page.evaluate(() => document.cookie)).not.toContain('cep_');
  expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain('eyJ');

  await page.getByRole('button', { name: 'Déconnexion' }).first().click();
  await expect(page).toHaveURL(`${urls.site}/`);
  await page.goto('/mon-compte');
  await expect(page).toHaveURL(/\/connexion/);
});

test('default landing after login is /after-login', async ({ page }) => {
  await page.goto('/connexion');
  await fillLogin(page, 'recruteur@cep.demo', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/after-login$/);
  await expect(page.getByRole('heading', { name: 'Bonjour Hélène !' })).toBeVisible();
  await expectAccessible(page);
});

test('recruiter sign-up: a weak password then a strong one, then the e-mail confirmation link', async ({ page }) => {
  const email = `recruteur+${Date.now()}@vignobles-test.fr`;
  await page.goto('/inscription?type=recruteur');
  await expect(page.getByRole('heading', { name: 'Créer mon compte recruteur' })).toBeVisible();
  await page.getByLabel('Raison sociale').fill('Château des Essais');
  await page.getByLabel('Prénom').fill('Paul');
  await page.getByLabel('Nom', { exact: true }).fill('Lagarde');
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill('faible');
  await page.getByLabel('Confirmation du mot de passe').fill('faible');
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.locator('#recruteur-secteurActivite-error')).toHaveText('Ce champ est obligatoire.');
  await expect(page.locator('[data-rule="length"]')).toHaveAttribute('data-state', 'error');
  await expectAccessible(page);

  await page.getByLabel("Secteur d'activité").fill('Domaine viticole');
  await page.getByLabel('Mot de passe', { exact: true }).fill('Vendange2026!');
  await page.getByLabel('Confirmation du mot de passe').fill('Vendange2026!');
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page).toHaveURL(/\/after-register-success\/[a-z0-9]{20,}$/);

  const link = await linkFromOutbox(email, 'Confirmez votre adresse e-mail', urls.site);
  await page.goto(link);
  await expect(page.getByText('Merci : votre adresse e-mail est confirmée.')).toBeVisible();
});

test('school sign-up', async ({ page }) => {
  await page.goto('/inscription?type=ecole');
  await page.getByLabel("Nom de l'établissement").fill('Lycée viticole des Essais');
  await page.getByLabel('Prénom').fill('Anne');
  await page.getByLabel('Nom', { exact: true }).fill('Moreau');
  await page.getByLabel('Adresse e-mail').fill(`ecole+${Date.now()}@essais.fr`);
  await page.getByLabel('Mot de passe', { exact: true }).fill('Vendange2026!');
  await page.getByLabel('Confirmation du mot de passe').fill('Vendange2026!');
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page).toHaveURL(/\/after-register-success\/[a-z0-9]{20,}$/);
});

test('forgot password through the outbox link, then login with the new password', async ({ page, request }) => {
  // An account of its own: a reset ends every session of the account, and the other specs reuse the demo accounts' sessions.
  const email = `oubli+${Date.now()}@example.fr`;
  const signup = await request.post(`${urls.cms}/api/inscription/candidat`, {
    data: { prenom: 'Jeanne', nom: 'Oubli', email, plainPassword: { first: DEMO_PASSWORD, second: DEMO_PASSWORD } },
  });
  expect(signup.status()).toBe(200);

  await page.goto('/forgot-password');
  await expectAccessible(page);
  await page.getByLabel('Adresse e-mail').fill('personne@nulle-part.fr');
  await page.getByRole('button', { name: 'Envoyer le lien' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Aucun compte' })).toHaveText(
    "Aucun compte n'est rattaché à cette adresse e-mail .",
  );

  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByRole('button', { name: 'Envoyer le lien' }).click();
  await expect(page.getByRole('status').filter({ hasText: email })).toBeVisible();

  const link = await linkFromOutbox(email, 'Réinitialisation de votre mot de passe', urls.site);
  await page.goto(link);
  await expectAccessible(page);
  await page.getByLabel('Mot de passe', { exact: true }).fill('Nouvelle-Cuvee2027');
  await page.getByLabel('Confirmation du mot de passe').fill('Nouvelle-Cuvee2027');
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(page).toHaveURL(/\/connexion\?reinitialise=1/);
  await fillLogin(page, email, 'Nouvelle-Cuvee2027');
  await expect(page).toHaveURL(/\/after-login$/);
});

test('a lapsed access token is renewed from the refresh token before the page renders (proxy.ts)', async ({ page, context, request }) => {
  await page.goto('/connexion');
  await fillLogin(page, 'equipe@cep.demo', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/after-login$/);
  const refresh = (await context.cookies()).find((cookie) => cookie.name === 'cep_refresh');
  expect(refresh).toBeDefined();
  // Ten minutes later the access token is gone (its cookie's max-age); the refresh token is still there.
  await context.clearCookies({ name: 'cep_access' });
  await page.goto('/mon-compte');
  await expect(page).toHaveURL(/\/mon-compte$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const renewed = await context.cookies();
  const access = renewed.find((cookie) => cookie.name === 'cep_access');
  expect(access?.httpOnly).toBe(true);
  expect(access?.sameSite).toBe('Lax');
  // Renewing turns the refresh token over: the cookie now holds the new one.
  const successor = renewed.find((cookie) => cookie.name === 'cep_refresh')?.value;
  expect(successor).not.toBe(refresh!.value);
  // A request that left with the previous refresh token a moment later (a prefetch, the messaging stream) is
  // served as logged in too, not sent to the login page (cms refresh-grace.ts).
  const late = await request.get('/mon-compte', { headers: { cookie: `cep_refresh=${refresh!.value}` }, maxRedirects: 0 });
  expect(late.status()).toBe(200);
  // …and it is handed the same new token, so whichever answer the browser keeps last, its session goes on.
  expect(late.headers()['set-cookie']).toContain(`cep_refresh=${successor}`);
});
