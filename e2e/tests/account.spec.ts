import { expect, test } from './fixtures';
import { messages } from '@cep/domain';
import { expectAccessible } from './axe';
import { cms, cmsLogin } from './cms-api';
import { ACCOUNTS } from './sessions';

test.describe('the recruiter who owns the account', () => {
  test.use({ signedInAs: 'recruteur' });

  test('writing to the Cep team: an empty message is told under the field, not as a failure (issue #38 item 9)', async ({ page }) => {
    await page.goto('/mon-compte?onglet=equipe');
    const section = page.getByRole('region', { name: 'Contacter l’équipe Cep' });
    await section.getByRole('button', { name: 'Envoyer' }).click();
    await expect(section.locator('#contact-message-error')).toHaveText('Votre message ne doit pas être vide');
    await expect(section.getByText("Une erreur s'est produite. Veuillez réessayer.")).toHaveCount(0);
    await expect(section.getByLabel('Votre message')).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page);

    await section.getByLabel('Votre message').fill('Pouvons-nous ajouter une filiale en Espagne ?');
    await section.getByRole('button', { name: 'Envoyer' }).click();
    await expect(section.getByText('Message envoyé.')).toBeVisible();
    await expect(section.locator('#contact-message-error')).toHaveCount(0);
  });

  test('a recruiter adds, updates and deletes a user of the company', async ({ page }) => {
    await page.goto('/mon-compte?onglet=equipe');
    await expect(page.getByRole('heading', { name: 'Utilisateurs du compte' })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Ajouter un recruteur' }).click();
    await page.locator('#new-recruteurPrenom').fill('Claire');
    await page.locator('#new-recruteurNom').fill('Vidal');
    await page.locator('#new-recruteurMail').fill('equipe@cep.demo');
    await page.getByRole('button', { name: 'Ajouter', exact: true }).click();
    await expect(page.locator('#new-recruteurMail-error')).toHaveText('Le recruteur existe déjà.');
    await expect(page.getByRole('alert').filter({ hasText: 'non valides' })).toHaveText('Les données saisies sont non valides');

    const email = `claire.vidal+${Date.now()}@delmas.fr`;
    await page.locator('#new-recruteurMail').fill(email);
    await page.getByRole('button', { name: 'Ajouter', exact: true }).click();
    const card = page.getByRole('listitem').filter({ hasText: email });
    await expect(card).toBeVisible();

    await card.getByRole('button', { name: 'Modifier' }).click();
    // In edit mode the card holds a form (one at a time): its fields are found by their id prefix.
    await page.locator('[id^="edit-"][id$="-recruteurFonction"]').fill('Maître de chai');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: email })).toContainText('Maître de chai');

    // The site's own confirmation dialog (no native confirm()): Annuler keeps, Supprimer removes, focus goes back.
    await page.getByRole('listitem').filter({ hasText: email }).getByRole('button', { name: 'Supprimer' }).click();
    const dialog = page.getByRole('dialog', { name: /^Supprimer .+ \?$/ });
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: email })).toBeVisible();
    await page.getByRole('listitem').filter({ hasText: email }).getByRole('button', { name: 'Supprimer' }).click();
    await dialog.getByRole('button', { name: 'Supprimer' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: email })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Utilisateurs du compte' })).toBeFocused();
  });

  test('a recruiter edits billing with an EU VAT number', async ({ page }) => {
    await page.goto('/mon-compte?onglet=facturation');
    const box = page.getByLabel("L'adresse de facturation est différente de celle de l'entreprise");
    await expect(box).not.toBeChecked();
    await expect(page.getByLabel('Raison sociale de facturation')).toHaveCount(0);
    await box.check();
    // What the country requires is marked as it is chosen, by the schema's own rule (issue #38 item 8).
    await page.getByLabel('Pays').selectOption('FR');
    await expect(page.getByLabel('Code postal')).toHaveAttribute('aria-required', 'true');
    await expect(page.getByRole('combobox', { name: 'Ville' })).toHaveAttribute('aria-required', 'true');
    // A postal code typed first lists its communes as the city is entered (spec 01 §7 `/villes_cp`).
    await page.getByLabel('Code postal').fill('33330');
    await page.getByRole('combobox', { name: 'Ville' }).focus();
    const communes = page.getByRole('listbox', { name: 'Ville' }).getByRole('option');
    await expect(communes.filter({ hasText: 'Saint-Émilion (33330)' })).toBeVisible();
    for (const name of await communes.allTextContents()) expect(name).toContain('(33330)');
    await page.getByRole('combobox', { name: 'Ville' }).press('Escape');
    await page.getByLabel('Code postal').fill('');
    await page.getByLabel('Raison sociale de facturation').fill('Delmas Distribution GmbH');
    await page.getByLabel('Adresse', { exact: true }).fill('Weinstraße 1');
    await page.getByLabel('Pays').selectOption('DE');
    await expect(page.getByLabel('N° de TVA intracommunautaire')).toHaveAttribute('aria-required', 'true');
    await page.getByLabel('Ville (hors France)').fill('Neustadt');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Informations de facturation' })).toContainText('Echec de la modification');
    await expect(page.locator('#facturation-societeFactureTva-error')).toHaveText('Ce champ est obligatoire.');

    await expect(page.locator('#facturation-societeFactureCodePostal-error')).toHaveText('Ce champ est obligatoire.');
    await page.getByLabel('Code postal').fill('67433');
    await page.getByLabel('N° de TVA intracommunautaire').fill('DE123456789');
    await expect(page.getByLabel('N° de TVA intracommunautaire')).toHaveAttribute('maxlength', '13');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Informations de facturation' })).toContainText('Modification réussie');
    await expectAccessible(page);

    await page.reload();
    await expect(page.getByLabel('N° de TVA intracommunautaire')).toHaveValue('DE123456789');
  });

  test('a recruiter adds a subsidiary whose postal code must match the city, every error told at once', async ({ page }) => {
    await page.goto('/mon-compte?onglet=filiales');
    await expect(page.getByText('Domaine Delmas Bourgogne', { exact: true })).toBeVisible();
    const name = `Château Essai ${Date.now()}`;
    await page.locator('#filiale-raisonSociale').fill(name);
    await page.locator('#filiale-secteurActivite').fill('Domaine viticole');
    await page.locator('#filiale-adresse').fill('1 route des Grands Crus');
    await page.locator('#filiale-codePostal').fill('33000');
    await page.locator('#filiale-ville').fill('Pauillac');
    await page.locator('#filiale-telephone').fill('05 56');
    await page.getByRole('button', { name: 'Ajouter la filiale' }).click();
    // Every error of the submit at once, the postal code's with the rest (issue #38 item 6).
    await expect(page.locator('#filiale-telephone-error')).toHaveText(messages.filialeTelephone);
    await expect(page.locator('#filiale-codePostal-error')).toHaveText('Code Postal ne correspond pas à la ville sélectionnée.');
    await page.locator('#filiale-telephone').fill('0556000000');
    await page.locator('#filiale-codePostal').fill('33250');
    await page.getByRole('button', { name: 'Ajouter la filiale' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: name })).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('a member of the recruiter team', () => {
  test.use({ signedInAs: 'equipe' });

  test('sees the users and subsidiaries of the company but cannot manage them', async ({ page }) => {
    await page.goto('/mon-compte?onglet=equipe');
    const tabs = page.getByRole('navigation', { name: 'Sections de mon compte' }).getByRole('link');
    await expect(tabs).toHaveText(['Informations utilisateur', 'Informations de connexion', 'Utilisateurs', 'Filiales', 'Préférences']);
    await expect(page.getByRole('listitem').filter({ hasText: 'Responsable du compte' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Ajouter un recruteur' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Supprimer' })).toHaveCount(0);
  });

  test('is refused the school’s pages with a 403 that says they are the schools’ (issue #38 item 7)', async ({ page }) => {
    const response = await page.goto('/ecole/formations');
    expect(response?.status()).toBe(403);
    await expect(page.getByRole('heading', { name: 'Espace école' })).toBeVisible();
    await expect(page.getByText('Cet espace est réservé aux écoles.')).toBeVisible();
    await expect(page.getByText('Cet espace est réservé aux recruteurs.')).toHaveCount(0);
  });
});

test.describe('the school', () => {
  test.use({ signedInAs: 'ecole' });

  test('a school edits its establishment info', async ({ page }) => {
    await page.goto('/mon-compte?onglet=etablissement');
    await expect(page.getByRole('heading', { name: "Informations de l'établissement" })).toBeVisible();
    await page.getByLabel("Nom de l'établissement").fill('Campus Vigne et Vin de Blanquefort');
    await page.getByLabel('Adresse', { exact: true }).fill('84 avenue du Général de Gaulle');
    // The city comes from the official list and brings its postal code.
    await page.getByLabel('Code postal').fill('');
    await page.getByRole('combobox', { name: 'Ville', exact: true }).fill('Blanquef');
    await page.getByRole('option', { name: 'Blanquefort (33290)' }).click();
    await expect(page.getByLabel('Code postal')).toHaveValue('33290');
    await expect(page.getByRole('combobox', { name: 'Ville', exact: true })).toHaveValue('Blanquefort');
    await page.getByLabel('Téléphone').first().fill('05 56 35 56 35');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByRole('status').filter({ hasText: "Informations de l'établissement" })).toContainText('Modification réussie');
    await expectAccessible(page);
  });

  test('a school gives a billing address of its own in its fourth section (spec 02 §8)', async ({ page }) => {
    await page.goto('/mon-compte');
    await expect(page.getByRole('navigation', { name: 'Sections de mon compte' }).getByRole('link')).toHaveText([
      'Informations utilisateur',
      'Informations de connexion',
      "Informations de l'établissement",
      'Informations de facturation',
    ]);
    await page.getByRole('link', { name: 'Informations de facturation' }).click();
    await expect(page.getByRole('heading', { name: 'Informations de facturation' })).toBeVisible();
    const box = page.getByLabel("L'adresse de facturation est différente de celle de l'établissement");
    await box.uncheck();
    await box.check();
    await expect(page.getByLabel('Nom pour la facturation')).toHaveAttribute('aria-required', 'true');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Informations de facturation' })).toContainText('Echec de la modification');
    await expect(page.locator('#facturationEcole-adressefactureNom-error')).toHaveText('Ce champ est obligatoire.');
    await page.getByLabel('Nom pour la facturation').fill('EPLEFPA Bordeaux-Gironde');
    await page.getByLabel('Adresse', { exact: true }).fill('1 cours du Général de Gaulle');
    await page.getByLabel('Code postal').fill('33170');
    await page.getByRole('combobox', { name: 'Ville', exact: true }).focus();
    await page.getByRole('option', { name: 'Gradignan (33170)' }).click();
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Informations de facturation' })).toContainText('Modification réussie');
    await expectAccessible(page);
    await page.reload();
    await expect(page.getByLabel('Nom pour la facturation')).toHaveValue('EPLEFPA Bordeaux-Gironde');
  });

  test('is refused the recruiters’ pages with a 403 that says they are the recruiters’', async ({ page }) => {
    const response = await page.goto('/recrutement/offres');
    expect(response?.status()).toBe(403);
    await expect(page.getByRole('heading', { name: 'Espace recruteur' })).toBeVisible();
    await expect(page.getByText('Cet espace est réservé aux recruteurs.')).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('the candidate', () => {
  test.use({ signedInAs: 'candidat' });

  test('a candidate sees the user and login sections and their personal data, nothing of a company', async ({ page }) => {
    await page.goto('/mon-compte');
    const tabs = page.getByRole('navigation', { name: 'Sections de mon compte' }).getByRole('link');
    await expect(tabs).toHaveText(['Informations utilisateur', 'Informations de connexion', 'Préférences', 'Mes données']);
    await page.goto('/mon-compte?onglet=entreprise');
    await expect(page.getByRole('heading', { name: 'Informations utilisateur' })).toBeVisible();
  });

  test('a preference whose saving fails is put back, the page kept (issue #38 item 4)', async ({ page }) => {
    await page.goto('/mon-compte?onglet=preferences');
    const box = page.getByLabel('Recevoir chaque lundi les nouvelles offres (newsletter)');
    const before = await box.isChecked();
    await page.route('**/mon-compte*', (route) =>
      route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.fallback(),
    );
    const attempted = page.waitForRequest((request) => request.method() === 'POST');
    await box.click();
    await attempted;
    await expect(box).toBeChecked({ checked: before });
    await expect(page.getByRole('heading', { name: 'Une erreur est survenue' })).toHaveCount(0);
    await expect(page.getByText('Préférence enregistrée.')).toHaveCount(0);
  });

  test('a candidate ticks off the weekly newsletter in the preferences, and it stays off', async ({ page }) => {
    // Retry-safe: the demo candidate reads the newsletter, whatever an earlier attempt left.
    await cms(await cmsLogin(ACCOUNTS.candidat), 'POST', '/preference/webtosmc/newsletter-offres/1');
    await page.goto('/mon-compte?onglet=preferences');
    const box = page.getByLabel('Recevoir chaque lundi les nouvelles offres (newsletter)');
    await expect(box).toBeChecked();
    await box.uncheck();
    await expect(page.getByText('Préférence enregistrée.')).toBeVisible();
    await expectAccessible(page);
    await page.reload();
    await expect(page.getByLabel('Recevoir chaque lundi les nouvelles offres (newsletter)')).not.toBeChecked();
  });

  test('is refused the recruiter’s pages with a 403', async ({ page }) => {
    const response = await page.goto('/recrutement/offres');
    expect(response?.status()).toBe(403);
    await expect(page.getByText('Cet espace est réservé aux recruteurs.')).toBeVisible();
    await expectAccessible(page);
  });
});
