import { expect, test } from './fixtures';
import { urls } from '../ports';
import { expectAccessible } from './axe';
import { ACCOUNTS, backofficePage, PASSWORD } from './sessions';
import { staffToken } from './cms-api';

/** How many offers wait in moderation right now, as the cms counts them (other specs may add or decide some). */
async function offersInValidation(): Promise<number> {
  const filter = encodeURIComponent(JSON.stringify({ etat: 'validation' }));
  const answer = await fetch(`${urls.cms}/api/backoffice/offers?filter=${filter}&range=[0,0]`, {
    headers: { Authorization: `Bearer ${await staffToken('moderateur')}` },
  });
  return Number(answer.headers.get('Content-Range')?.split('/')[1]);
}

test('a moderator lands on the queue of offers in validation, and can see every offer', async ({ browser }) => {
  const page = await backofficePage(browser, 'moderateur');
  await page.goto(urls.backoffice);
  await expect(page.getByRole('columnheader', { name: 'Titre' })).toBeVisible();
  // A demo offer that stays in validation whatever ran before.
  await expect(page.getByRole('cell', { name: 'Responsable œnotourisme', exact: true })).toBeVisible();
  const rows = page.locator('tbody tr');
  await expect(rows).toHaveCount(await offersInValidation());
  for (const row of await rows.all()) await expect(row).toContainText('Validation en cours');
  await expectAccessible(page);

  await page.getByLabel('État').first().click();
  await page.getByRole('option', { name: 'Publiée' }).click();
  await expect(page.getByRole('cell', { name: 'Vendangeur / Vendangeuse' }).first()).toBeVisible();
});

// Issue #37 item 2: e-mails are queued and sent by a worker; staff see where each one is.
test('a moderator reads the e-mails with their state and opens one, its links masked', async ({ browser }) => {
  // An e-mail of this run: a reset link for the moderator themselves.
  const reset = await fetch(`${urls.cms}/api/forgot-password`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: ACCOUNTS.moderateur }),
  });
  expect(reset.status).toBe(200);
  const page = await backofficePage(browser, 'moderateur');
  await page.goto(`${urls.backoffice}/#/emails`);
  await expect(page.getByRole('columnheader', { name: 'État' })).toBeVisible();
  const sent = page.getByRole('row').filter({ hasText: 'Réinitialisation de votre mot de passe' }).filter({ hasText: 'Envoyé' });
  // The worker sends it within a second or so; the list is read again until it shows.
  await expect(async () => {
    await page.reload();
    await expect(sent.first()).toBeVisible({ timeout: 2000 });
  }).toPass();
  await expectAccessible(page);
  await sent.first().getByRole('cell', { name: 'Envoyé', exact: true }).click();
  await expect(page.getByText('Tentatives')).toBeVisible();
  await expect(page.getByText(/token=[\w-]{20,}/)).toHaveCount(0);
  await expectAccessible(page);
});

test('an editor sees every offer, read-only', async ({ browser }) => {
  const page = await backofficePage(browser, 'editeur');
  await page.goto(urls.backoffice);
  // No queue filter for editors: published offers are listed too, and no row can be selected for a decision.
  await expect(page.getByRole('cell', { name: 'Publiée', exact: true }).first()).toBeVisible();
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  await expectAccessible(page);
});

test('opened at 127.0.0.1 rather than localhost, the backoffice lets a moderator log in', async ({ page }) => {
  await page.goto(urls.backoffice.replace('//localhost:', '//127.0.0.1:'));
  await page.getByLabel(/Identifiant|Nom d'utilisateur/).fill('moderateur@cep.demo');
  await page.getByRole('textbox', { name: 'Mot de passe' }).fill(PASSWORD);
  await page.getByRole('button', { name: /Connexion|Se connecter/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Offres' })).toBeVisible();
});

test('the login screen opens without an error', async ({ page }) => {
  await page.goto(urls.backoffice);
  await expect(page.getByLabel(/Identifiant|Nom d'utilisateur/)).toBeVisible();
  // react-admin shows its notices as alerts; arriving logged out is not one (once everything has loaded).
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expectAccessible(page);
});

test('a page asked for while logged out opens once logged in', async ({ page }) => {
  await page.goto(`${urls.backoffice}/#/accounts`);
  await page.getByLabel(/Identifiant|Nom d'utilisateur/).fill(ACCOUNTS.moderateur);
  await page.getByRole('textbox', { name: 'Mot de passe' }).fill(PASSWORD);
  await page.getByRole('button', { name: /Connexion|Se connecter/ }).click();
  await expect(page).toHaveURL(/#\/accounts$/);
  await expect(page.getByRole('cell', { name: 'Vignobles Delmas' })).toBeVisible();
});

test('a candidate is refused with a French message', async ({ page }) => {
  await page.goto(urls.backoffice);
  await page.getByLabel(/Identifiant|Nom d'utilisateur/).fill('candidat@cep.demo');
  await page.getByRole('textbox', { name: 'Mot de passe' }).fill(PASSWORD);
  await page.getByRole('button', { name: /Connexion|Se connecter/ }).click();
  await expect(page.getByText("Accès réservé à l'équipe Cep (modération et édition).")).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Titre' })).toHaveCount(0);
});

/** The demo Delmas account's publication credits, as the cms counts them. */
async function delmasOfferCredits(): Promise<number> {
  const filter = encodeURIComponent(JSON.stringify({ q: 'Vignobles Delmas' }));
  const answer = await fetch(`${urls.cms}/api/backoffice/accounts?filter=${filter}`, {
    headers: { Authorization: `Bearer ${await staffToken('moderateur')}` },
  });
  const [account] = (await answer.json()) as Array<{ soldes: { offre: number } }>;
  return account!.soldes.offre;
}

test('a page opened once the access token has lapsed renews the session and shows the page, not the login form', async ({ browser }) => {
  const page = await backofficePage(browser, 'moderateur');
  await page.goto(urls.backoffice);
  await expect(page.getByRole('columnheader', { name: 'Titre' })).toBeVisible();
  // The token the tab holds is refused by the cms from now on, as a lapsed one is; the refresh token still holds.
  const lapsed = 'eyJhbGciOiJIUzI1NiJ9.eyJpZCI6MSwiZXhwIjoxfQ.perime';
  await page.evaluate((token) => sessionStorage.setItem('cep.backoffice.jwt', token), lapsed);
  await page.goto(`${urls.backoffice}/#/accounts`);
  await expect(page.getByRole('cell', { name: 'Vignobles Delmas' })).toBeVisible();
  await expect(page.getByLabel(/Identifiant|Nom d'utilisateur/)).toHaveCount(0);
  expect(await page.evaluate(() => sessionStorage.getItem('cep.backoffice.jwt'))).not.toBe(lapsed);
});

test('a moderator gives an account credits with a reason, kept in its history', async ({ browser }) => {
  const before = await delmasOfferCredits();
  const page = await backofficePage(browser, 'moderateur');
  await page.goto(urls.backoffice);
  await page.getByRole('menuitem', { name: 'Comptes' }).click();
  await page.getByRole('cell', { name: 'Vignobles Delmas' }).click();
  await expect(page.getByText('Historique des crédits')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Créditer ce compte' }).click();
  // Exact: the history's sort button is labelled « Trier par quantité croissant ».
  await page.getByLabel('Quantité', { exact: true }).fill('2');
  await page.getByLabel('Raison', { exact: true }).fill('Geste commercial après un incident de paiement');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('cell', { name: 'Geste commercial après un incident de paiement' })).toBeVisible();
  await expect(page.getByRole('cell', { name: /moderateur@cep\.demo/ }).first()).toBeVisible();
  await expectAccessible(page);
  expect(await delmasOfferCredits()).toBe(before + 2);
});

test('a moderator lets a company publish offers without a city, with the reason kept (issue #38)', async ({ browser }) => {
  const page = await backofficePage(browser, 'moderateur');
  await page.goto(urls.backoffice);
  await page.getByRole('menuitem', { name: 'Comptes' }).click();
  await page.getByRole('cell', { name: 'Cave coopérative des Costières' }).click();
  await page.getByRole('link', { name: 'Dérogations' }).click();
  const city = page.getByLabel('Offres sans ville');
  // Another attempt may have left it on: the form starts from what the account holds.
  await city.uncheck();
  await page.getByLabel('Motif de la dérogation').fill('');
  await city.check();
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Veuillez indiquer le motif de la dérogation.')).toBeVisible();
  await page.getByLabel('Motif de la dérogation').fill('Saisonniers répartis sur les caves de trois communes.');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Saisonniers répartis sur les caves de trois communes.')).toBeVisible();
  await expect(page.getByText(/moderateur@cep\.demo/)).toBeVisible();
});

test('an editor is shown nothing the cms refuses them: no accounts, credits, orders or outbox', async ({ browser }) => {
  const page = await backofficePage(browser, 'editeur');
  await page.goto(urls.backoffice);
  await expect(page.getByRole('menuitem', { name: 'Offres' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Commandes' })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: 'Comptes' })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: 'Crédits', exact: true })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: 'E-mails envoyés' })).toHaveCount(0);
});
