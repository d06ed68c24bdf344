import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAccessible } from './axe';
import { linkFromOutbox } from './outbox';
import { urls } from '../ports';
import { ATTEMPT } from './unique';

/**
 * Issue #38 items 1 and 10: a sign-up opened from a recruiter's action (a new harvest offer, a pack) is the
 * recruiter's, the new user is signed in at once, and the action's page is one click away after sign-up and after
 * the confirmation e-mail's link.
 */
const HARVEST_OFFER = '/recrutement/offre/description-offre/nouveau/vendanges';

async function signUpAsRecruiter(page: Page, email: string) {
  await page.getByLabel('Raison sociale').fill(`Domaine des Objectifs ${ATTEMPT}`);
  await page.getByLabel("Secteur d'activité").fill('Domaine viticole');
  await page.getByLabel('Prénom').fill('Lucie');
  await page.getByLabel('Nom', { exact: true }).fill('Perrin');
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill('Vendange2026!');
  await page.getByLabel('Confirmation du mot de passe').fill('Vendange2026!');
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByRole('heading', { name: 'Votre compte est créé' })).toBeVisible();
}

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a visitor who wants to publish a harvest offer signs up as a recruiter and is taken to it, now and from the e-mail', async ({
    page,
  }) => {
    const email = `objectif-${ATTEMPT}-${Date.now()}@domaine-test.fr`;
    await page.goto('/');
    await page.getByRole('link', { name: 'Publier une offre de vendanges' }).click();
    const dialog = page.getByRole('dialog', { name: 'Connexion' });
    await dialog.getByRole('link', { name: 'Créer un compte' }).click();

    await expect(page).toHaveURL(`/inscription?type=recruteur&retour=${encodeURIComponent(HARVEST_OFFER)}`);
    await expect(page.getByRole('heading', { name: 'Créer mon compte recruteur' })).toBeVisible();
    await expectAccessible(page);
    await signUpAsRecruiter(page, email);

    // Signed in, on an address that does not count the users.
    await expect(page).toHaveURL(/\/after-register-success\/[a-z0-9]{20,}\?retour=/);
    await expect(page.getByText(`Vous êtes connecté. Un e-mail de confirmation vient d’être envoyé à ${email}.`)).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Continuer' }).click();
    await expect(page).toHaveURL(HARVEST_OFFER);
    await expect(page.getByRole('heading', { name: 'Déposer une offre de vendanges' })).toBeVisible();

    const link = await linkFromOutbox(email, 'Confirmez votre adresse e-mail', urls.site);
    await page.goto(link);
    await expect(page.getByText('Merci : votre adresse e-mail est confirmée.')).toBeVisible();
    await page.getByRole('link', { name: 'Continuer' }).click();
    await expect(page).toHaveURL(HARVEST_OFFER);
  });
});

test('the success page of a sign-up is its new user’s only: another id is not found, a visitor is asked to log in', async ({
  page,
  browser,
}) => {
  await page.goto('/inscription?type=candidat');
  await page.getByLabel('Prénom').fill('Noé');
  await page.getByLabel('Nom', { exact: true }).fill('Faure');
  await page.getByLabel('Adresse e-mail').fill(`succes-${ATTEMPT}-${Date.now()}@example.fr`);
  await page.getByLabel('Mot de passe', { exact: true }).fill('Vendange2026!');
  await page.getByLabel('Confirmation du mot de passe').fill('Vendange2026!');
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByRole('heading', { name: 'Votre compte est créé' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Accéder à mon espace' })).toHaveAttribute('href', '/after-login');
  const own = new URL(page.url()).pathname;

  expect((await page.goto('/after-register-success/1'))?.status()).toBe(404);
  const visitor = await browser.newPage();
  await visitor.goto(own);
  await expect(visitor).toHaveURL(/\/connexion$/);
  await visitor.close();
});

test('a visitor who chooses a pack signs up as a recruiter and lands on its purchase', async ({ page }) => {
  await page.goto('/packs');
  await page.getByRole('tab', { name: 'Standard' }).click();
  await page.getByRole('tabpanel').getByRole('link', { name: 'Choisir ce pack' }).click();
  await page.getByRole('dialog', { name: 'Connexion' }).getByRole('link', { name: 'Créer un compte' }).click();
  await expect(page.getByRole('heading', { name: 'Créer mon compte recruteur' })).toBeVisible();
  // The kinds of account keep the goal too.
  await expect(page.getByRole('link', { name: 'Candidat' })).toHaveAttribute('href', /retour=%2Fafter-login-achat%2F/);

  await signUpAsRecruiter(page, `pack-${ATTEMPT}-${Date.now()}@domaine-test.fr`);
  await page.getByRole('link', { name: 'Continuer' }).click();
  await expect(page).toHaveURL(/\/recrutement\/achat\?type=pack&pack=standard/);
  await expect(page.getByRole('heading', { name: 'Finaliser votre achat' })).toBeVisible();
  await expectAccessible(page);
});
