import path from 'node:path';
import { expect, test } from './fixtures';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { outboxDir, urls } from '../ports';
import { expectAccessible } from './axe';
import { linkFromOutbox } from './outbox';
import { cms, cmsLogin } from './cms-api';
import { ACCOUNTS, PASSWORD } from './sessions';

/**
 * Issue #14 items 4 and 6 as a school would: a course saved as a draft, refused publication until its rules
 * hold, published, given two sessions (the date rule refused once) and a photo; a school without a
 * subscription finds its pages read-only.
 */
test.describe.configure({ mode: 'serial' });

const TITLE = 'BTS Viticulture-Œnologie (test)';

/** Every e-mail in the e2e stack's outbox. */
function outbox(): Array<{ subject: string; text: string }> {
  if (!existsSync(outboxDir)) return [];
  return readdirSync(outboxDir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => JSON.parse(readFileSync(path.join(outboxDir, name), 'utf8')) as { subject: string; text: string });
}

test.describe('a subscribed school', () => {
  test.use({ signedInAs: 'ecole' });

  test('drafts a course, publishes it once complete, adds two sessions and a photo', async ({ page }) => {
    // Retry-safe: the course of an earlier attempt goes first.
    const jwt = await cmsLogin(ACCOUNTS.ecole);
    const list = await cms<{ formations: Array<{ id: string; titre: string }> }>(jwt, 'GET', '/ecole/formations');
    for (const course of list.formations.filter((c) => c.titre === TITLE)) await cms(jwt, 'DELETE', `/ecole/supformation/${course.id}`);

    await page.goto('/ecole/formations');
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Nouvelle formation' }).click();
    // What publication needs is marked; the video link is not.
    await expect(page.getByLabel('Tarif (€)')).toHaveAttribute('aria-required', 'true');
    await expect(page.getByLabel(/vidéo/i)).not.toHaveAttribute('aria-required', 'true');
    await page.getByLabel('Titre').fill(TITLE);
    await page.getByRole('button', { name: 'enregistrer le brouillon' }).click();
    await expect(page.getByText('Formation enregistrée.')).toBeVisible();
    // Said once: the address loses its `?enregistree=1`, so a reload does not say it again.
    await expect(page).toHaveURL(/\/ecole\/formation\/[a-z0-9]+$/);

    await page.getByRole('button', { name: 'publier la formation' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'Les données saisies sont non valides' });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link', { name: 'Type' })).toBeVisible();
    await expect(summary.getByRole('link', { name: 'Modalités' })).toBeVisible();

    await page.getByLabel('Type').selectOption({ label: 'Diplômante' });
    await page.getByLabel('Niveau').selectOption({ index: 3 });
    await page.getByLabel('Domaine').selectOption({ index: 1 });
    await page.getByLabel('Tarif (€)').fill('0');
    await page.getByLabel('Objectif').fill('Former les techniciens de la vigne et du chai.');
    await page.getByLabel('Alternance').check();
    await page.getByLabel('Gironde (33)').check();
    await page.getByRole('button', { name: 'publier la formation' }).click();
    await expect(page).toHaveURL(/\?actionPublier=ok$/);
    await expect(page.getByText('Votre formation est publiée.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'enregistrer les modifications' })).toBeVisible();

    await page.getByLabel('Lieu', { exact: true }).fill('Blanquefort');
    await page.getByLabel('Début', { exact: true }).fill('2099-09-01');
    await page.getByLabel('Fin', { exact: true }).fill('2099-08-31');
    await page.getByRole('button', { name: 'Ajouter la session' }).click();
    await expect(page.getByText('La date de fin ne doit pas être antérieure à celle de début.')).toBeVisible();
    await page.getByLabel('Fin', { exact: true }).fill('2101-06-30');
    await page.getByRole('button', { name: 'Ajouter la session' }).click();
    await expect(page.getByText('Du 1er septembre 2099 au 30 juin 2101')).toBeVisible();
    await page.getByLabel('Lieu', { exact: true }).fill('Bordeaux');
    await page.getByLabel('Début', { exact: true }).fill('2100-09-01');
    await page.getByLabel('Fin', { exact: true }).fill('2102-06-30');
    await page.getByRole('button', { name: 'Ajouter la session' }).click();
    await expect(page.getByText('Du 1er septembre 2100 au 30 juin 2102')).toBeVisible();

    await page.getByLabel('Photo 1').setInputFiles(path.join(__dirname, '../../test-fixtures/photo.jpg'));
    await expect(page.getByRole('img', { name: 'Photo 1' })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Retour à mes formations' }).click();
    const card = page.getByRole('listitem').filter({ hasText: TITLE });
    await expect(card).toContainText('Publiée');
    await expect(card).toContainText('2 sessions');
  });
});

test.describe('a visitor', () => {
  test('finds a course by a misspelt word and by radius, opens it and writes to the school', async ({ page }) => {
    await page.goto('/formations');
    await expectAccessible(page);
    await page.getByLabel('Formation, diplôme, école…').fill('viticultre');
    await page.getByRole('button', { name: 'Rechercher' }).click();
    const bts = page.getByRole('link', { name: 'BTS Viticulture-Œnologie en alternance' });
    await expect(bts).toBeVisible();

    await page.goto('/formations?autour=33063&autourLibelle=Bordeaux&rayon=30');
    await expect(bts).toBeVisible();
    await page.goto('/formations?autour=21054&autourLibelle=Beaune&rayon=30');
    await expect(page.getByText('Aucune formation ne correspond à cette recherche.')).toBeVisible();

    await page.goto('/formations?q=viticulture');
    await bts.click();
    await expect(page.getByRole('heading', { name: 'BTS Viticulture-Œnologie en alternance', level: 1 })).toBeVisible();
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as Record<string, unknown>;
    expect(ld).toMatchObject({ '@type': 'Course', provider: { name: 'Campus Vigne et Vin de Blanquefort' } });
    await expectAccessible(page);

    await page.goto(`${page.url()}#popContact`);
    const dialog = page.getByRole('dialog', { name: 'Contacter l’école' });
    await expect(dialog).toBeVisible();
    const email = `visiteur+${Date.now()}@exemple.fr`;
    await dialog.getByLabel('Prénom').fill('Léa');
    await dialog.getByLabel('Nom', { exact: true }).fill('Durand');
    await dialog.getByLabel('Adresse e-mail').fill(email);
    await dialog.getByLabel('Message').fill('Bonjour, la formation est-elle ouverte aux adultes en reconversion ?');
    await dialog.getByRole('button', { name: 'Envoyer' }).click();
    await expect(dialog.getByText('Message envoyé.')).toBeVisible();
    await expect
      .poll(() =>
        outbox().some(
          (mail) => mail.subject === 'Demande d’information : BTS Viticulture-Œnologie en alternance' && mail.text.includes(email),
        ),
      )
      .toBe(true);
  });
});

test.describe('a school without a subscription', () => {
  test('finds its page and its courses read-only, subscribes from the lock by card and writes at once (issue #38 item 5)', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const email = `ecole+${Date.now()}-${test.info().retry}@lycee-test.fr`;
    const signup = await fetch(`${urls.cms}/api/inscription/ecole`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        prenom: 'Claire',
        nom: 'Martin',
        email,
        ecoleNom: 'Lycée sans abonnement',
        plainPassword: { first: PASSWORD, second: PASSWORD },
      }),
    });
    expect(signup.status).toBe(200);
    await page.goto('/connexion');
    await page.getByLabel('Adresse e-mail').fill(email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page).not.toHaveURL(/\/connexion/);

    await page.goto('/ecole/formations');
    await expect(page.getByText('Abonnement inactif')).toBeVisible();
    await expect(page.getByText('Votre abonnement n’est pas actif : vos formations sont en lecture seule.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Nouvelle formation' })).toHaveCount(0);
    await page.goto('/ecole/page');
    await expect(page.getByText('Abonnement inactif')).toBeVisible();
    await expect(page.getByLabel('Présentation', { exact: true })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'publier ma page école' })).toBeDisabled();
    await expectAccessible(page);

    // Paying reaches others (an invoice): the address is confirmed first, as for every purchase.
    await page.goto(await linkFromOutbox(email, 'Confirmez votre adresse e-mail', urls.site));
    await expect(page.getByText('Merci : votre adresse e-mail est confirmée.')).toBeVisible();

    // The lock's one live link: the subscription, bought like a pack.
    await page.goto('/ecole/formations');
    await page.getByRole('link', { name: 'Souscrire l’abonnement' }).click();
    await expect(page).toHaveURL(/\/ecole\/abonnement$/);
    await expect(page.getByRole('heading', { name: 'Abonnement', exact: true })).toBeVisible();
    await expect(page.getByText('Vous n’avez pas encore d’abonnement.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Abonnement école' })).toBeVisible();
    await expectAccessible(page);
    // A new school has only its name: its address is asked for here, in the establishment's words.
    await page.getByLabel("L'adresse de facturation est différente de celle de l'établissement").check();
    await page.getByLabel('Adresse', { exact: true }).fill('84 avenue du Général de Gaulle');
    await page.getByLabel('Pays').selectOption('FR');
    await page.getByLabel('Code postal').fill('33290');
    await page.getByRole('combobox', { name: 'Ville' }).fill('Blanquef');
    await page.getByRole('option', { name: 'Blanquefort (33290)' }).click();
    // No VAT number: a school may have none.
    await expect(page.getByLabel('N° de TVA intracommunautaire')).not.toHaveAttribute('aria-required', 'true');
    await page.getByLabel('Carte bancaire').check();
    // 590 € HT + 20 % VAT.
    await page.getByRole('button', { name: /Payer 708,00/ }).click();
    await expect(page.getByRole('heading', { name: 'Stripe (simulation de test)' })).toBeVisible();
    await page.getByRole('button', { name: /Payer/ }).click();
    await expect(page.getByRole('heading', { name: 'Paiement reçu' })).toBeVisible();
    await expect(page).toHaveURL(/\/ecole\/commande\/[^/]+\/confirmation/);
    await expect(page.getByText('votre abonnement est actif')).toBeVisible();

    await page.goto('/ecole/page');
    await expect(page.getByText('Abonnement inactif')).toHaveCount(0);
    await expect(page.getByLabel('Présentation', { exact: true })).toBeEnabled();
    await page.goto('/ecole/commandes');
    await expect(page.getByText(/Votre abonnement est actif jusqu’au/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Abonnement école' })).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('the subscriptions on the packs page', () => {
  test('show both offers; a visitor logs in and lands on the subscription page', async ({ page }) => {
    await page.goto('/packs');
    await expect(page.getByRole('heading', { name: 'Abonnements' })).toBeVisible();
    await page.getByRole('link', { name: 'Choisir l’abonnement école' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Adresse e-mail').fill('ecole@cep.demo');
    await dialog.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL(/\/ecole\/abonnement$/);
    await expect(page.getByText(/Votre abonnement est actif jusqu’au/)).toBeVisible();
    await expect(page.getByText(/Une fois payé, votre abonnement courra jusqu’au/)).toBeVisible();
  });
});
