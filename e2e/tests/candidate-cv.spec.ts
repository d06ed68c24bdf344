import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { formatMessage, messages } from '@cep/domain';
import { urls } from '../ports';
import { expectAccessible } from './axe';
import { siteSession } from './sessions';

const PASSWORD = 'Vendanges2026!';
const fixture = (name: string) => path.join(__dirname, '..', '..', 'test-fixtures', name);

/** A candidate of its own, signed up and logged in as a new user would: the spec changes the whole CV. */
async function newCandidate(page: Page, prenom: string): Promise<void> {
  const email = `cv+${prenom.toLowerCase()}-${Date.now()}@example.fr`;
  const signup = await page.request.post(`${urls.cms}/api/inscription/candidat`, {
    data: { prenom, nom: 'Lacoste', email, plainPassword: { first: PASSWORD, second: PASSWORD } },
  });
  expect(signup.status()).toBe(200);
  await page.goto('/connexion');
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/after-login$/);
}

const gauge = (page: Page) => page.getByRole('progressbar', { name: 'Complétion de votre CV' });

test('a new candidate fills the CV to complete, the gauge follows every call, and visibility turns on once complete', async ({ page }) => {
  await newCandidate(page, 'Margaux');
  await page.getByRole('banner').getByRole('link', { name: 'Mon CV' }).click();
  await expect(page).toHaveURL(/\/candidat\/cv$/);
  await expect(page.getByRole('heading', { name: 'Mon CV', level: 1 })).toBeVisible();
  await expect(gauge(page)).toHaveAttribute('aria-valuenow', '0');
  await expectAccessible(page);

  // Visibility is refused while the CV is incomplete: the switch goes back and the spec's message is read.
  const visibility = page.getByRole('switch', { name: 'Visible auprès des recruteurs' });
  await visibility.click();
  await expect(page.getByRole('alert').filter({ hasText: messages.profilIncomplet })).toBeVisible();
  await expect(visibility).toHaveAttribute('aria-checked', 'false');

  // The main form: refused empty (focus on the first field in error), then saved.
  const save = page.getByRole('button', { name: 'Enregistrer mon profil' });
  await save.click();
  await expect(page.getByRole('alert').filter({ hasText: messages.donneesNonValides })).toBeVisible();
  await expect(page.getByLabel('Titre du CV (le poste que vous recherchez)')).toBeFocused();
  await page.getByLabel('Titre du CV (le poste que vous recherchez)').fill('Caviste conseil');
  await page.getByLabel('Années d’expérience').fill('4');
  await page.getByLabel('Niveau d’études').selectOption({ label: 'Bac +2 (BTSA Viticulture-Œnologie)' });
  await page.getByLabel('Rémunération souhaitée (€ brut par an)').fill('28000');
  await page.getByRole('group', { name: 'Contrats souhaités' }).getByLabel('CDI').check();
  await page.getByRole('group', { name: 'Domaines (facultatif)' }).getByLabel('Caviste et sommellerie').check();
  const zone = page.getByRole('combobox', { name: 'Ajouter une zone de recherche (facultatif)' });
  await zone.fill('Giron');
  await page
    .getByRole('option', { name: /^Gironde/ })
    .first()
    .click();
  await expect(zone).toHaveValue('');
  await expect(page.getByRole('list', { name: 'Zones de recherche' }).getByRole('listitem')).toHaveCount(1);
  await page.getByLabel('Permis B').check();
  await save.click();
  await expect(page.getByRole('status').filter({ hasText: 'Profil enregistré.' })).toHaveText(
    'Profil enregistré. Votre CV est complété à 75 %.',
  );
  await expect(gauge(page)).toHaveAttribute('aria-valuenow', '75');

  // An experience under way: « en cours » hides the end; once saved, focus is on the new line.
  const experiences = page.getByRole('region', { name: 'Expériences professionnelles' });
  await experiences.getByRole('button', { name: 'Ajouter une expérience' }).click();
  let dialog = page.getByRole('dialog', { name: 'Ajouter une expérience' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Poste occupé').fill('Caviste');
  await dialog.getByLabel('Entreprise et lieu (facultatif)').fill('Cave des Chartrons, Bordeaux');
  await dialog.getByLabel('Mois de début').selectOption({ label: 'mars' });
  await dialog.getByLabel('Année de début').selectOption('2021');
  await expect(dialog.getByLabel('Mois de fin')).toBeVisible();
  await dialog.getByLabel('J’occupe ce poste actuellement').check();
  await expect(dialog.getByLabel('Mois de fin')).toHaveCount(0);
  await expect(dialog.getByLabel('Année de fin')).toHaveCount(0);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog).toBeHidden();
  await expect(experiences.getByRole('heading', { name: 'Caviste', level: 3 })).toBeFocused();
  await expect(experiences.getByText('Depuis mars 2021')).toBeVisible();
  await expect(experiences.getByRole('status')).toHaveText('Expérience ajoutée. Votre CV est complété à 95 %.');
  await expect(gauge(page)).toHaveAttribute('aria-valuenow', '95');

  // « Modifier » loads the line from the cms; an end is then required, and not before the start.
  await experiences.getByRole('button', { name: 'Modifier « Caviste »' }).click();
  dialog = page.getByRole('dialog', { name: 'Modifier l’expérience' });
  await expect(dialog.getByLabel('Poste occupé')).toHaveValue('Caviste');
  await expect(dialog.getByLabel('J’occupe ce poste actuellement')).toBeChecked();
  await dialog.getByLabel('J’occupe ce poste actuellement').uncheck();
  await dialog.getByLabel('Mois de fin').selectOption({ label: 'juin' });
  await dialog.getByLabel('Année de fin').selectOption('2019');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog.getByText(messages.sessionDateFin)).toBeVisible();
  await expect(dialog.getByLabel('Année de fin')).toBeFocused();
  // Focus stays where the user types: it moves to an error only when a submit is refused.
  await dialog.getByLabel('Description (facultatif)').pressSequentially('Conseil et dégustation');
  await expect(dialog.getByLabel('Description (facultatif)')).toBeFocused();
  await dialog.getByLabel('Année de fin').selectOption('2024');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog).toBeHidden();
  await expect(experiences.getByText('De mars 2021 à juin 2024')).toBeVisible();
  await expect(experiences.getByRole('heading', { name: 'Caviste', level: 3 })).toBeFocused();

  // A diploma: the required part is already met, the gauge stays.
  const diplomas = page.getByRole('region', { name: 'Diplômes et formations' });
  await diplomas.getByRole('button', { name: 'Ajouter un diplôme' }).click();
  dialog = page.getByRole('dialog', { name: 'Ajouter un diplôme' });
  await dialog.getByLabel('Diplôme ou formation').fill('BTSA Viticulture-Œnologie');
  await dialog.getByLabel('Établissement et lieu (facultatif)').fill('Lycée viticole de Blanquefort');
  await dialog.getByLabel('Mois de début').selectOption({ label: 'septembre' });
  await dialog.getByLabel('Année de début').selectOption('2016');
  await dialog.getByLabel('Mois de fin').selectOption({ label: 'juin' });
  await dialog.getByLabel('Année de fin').selectOption('2018');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(diplomas.getByRole('heading', { name: 'BTSA Viticulture-Œnologie', level: 3 })).toBeFocused();
  await expect(gauge(page)).toHaveAttribute('aria-valuenow', '95');

  // A language: the last part, the gauge reaches 100 %.
  const languages = page.getByRole('region', { name: 'Langues' });
  await languages.getByLabel('Langue', { exact: true }).selectOption({ label: 'Anglais' });
  await languages.getByLabel('Niveau', { exact: true }).selectOption({ label: 'Courant' });
  await languages.getByRole('button', { name: 'Ajouter la langue' }).click();
  await expect(languages.getByRole('status')).toHaveText('Langue ajoutée. Votre CV est complété à 100 %.');
  await expect(languages.getByRole('listitem').filter({ hasText: 'Anglais (Courant)' })).toBeVisible();
  await expect(gauge(page)).toHaveAttribute('aria-valuenow', '100');

  await visibility.click();
  await expect(page.getByRole('status').filter({ hasText: messages.visibiliteOn })).toBeVisible();
  await expect(visibility).toHaveAttribute('aria-checked', 'true');
  await expectAccessible(page);

  // Everything is stored: a reload shows the same CV.
  await page.reload();
  await expect(gauge(page)).toHaveAttribute('aria-valuenow', '100');
  await expect(visibility).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByLabel('Titre du CV (le poste que vous recherchez)')).toHaveValue('Caviste conseil');
  await expect(page.getByRole('list', { name: 'Zones de recherche' })).toContainText('Gironde');

  // Deleting asks first (no browser confirm); afterwards focus is on the section's heading.
  await diplomas.getByRole('button', { name: 'Supprimer « BTSA Viticulture-Œnologie »' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirmer la suppression' });
  await expect(confirm).toContainText('Supprimer le diplôme « BTSA Viticulture-Œnologie » de votre CV ?');
  await expect(confirm.getByRole('button', { name: 'Annuler' })).toBeFocused();
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Supprimer' }).click();
  await expect(diplomas.getByRole('heading', { name: 'Diplômes et formations' })).toBeFocused();
  await expect(diplomas.getByText('Aucun diplôme pour le moment.')).toBeVisible();
  await expect(gauge(page)).toHaveAttribute('aria-valuenow', '100');

  // Without any experience or diploma the CV is no longer complete: the cms hides it, the switch says so.
  await experiences.getByRole('button', { name: 'Supprimer « Caviste »' }).click();
  await page.getByRole('dialog', { name: 'Confirmer la suppression' }).getByRole('button', { name: 'Supprimer' }).click();
  await expect(gauge(page)).toHaveAttribute('aria-valuenow', '80');
  await expect(visibility).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByRole('status').filter({ hasText: messages.visibiliteOff })).toBeVisible();
});

test('the photo and the CV file: checked when chosen, previewed, stored, served by the site, removed', async ({ page }) => {
  await newCandidate(page, 'Elise');
  await page.goto('/candidat/cv');

  const photos = page.getByRole('region', { name: 'Photo' });
  const photoInput = photos.getByLabel('Choisir une photo');
  // The browser's own « Choose File » is hidden: the button speaks French and the chosen name shows beside it.
  await expect(photos.getByText('Choisir un fichier')).toBeVisible();
  await expect(photos.getByText('Aucun fichier choisi')).toBeVisible();
  await photoInput.setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
  await expect(photos.getByText(messages.imageInvalide)).toBeVisible();
  await photoInput.setInputFiles({ name: 'grande.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(2 * 1024 * 1024 + 1) });
  await expect(photos.getByText(formatMessage('fichierTropLourdMax', { max: 2 }))).toBeVisible();
  await photoInput.setInputFiles(fixture('photo.jpg'));
  await expect(photos.getByRole('img', { name: 'Aperçu de la photo choisie' })).toBeVisible();
  await photos.getByRole('button', { name: 'Enregistrer la photo' }).click();
  await expect(photos.getByRole('status')).toHaveText('Photo enregistrée.');
  const photo = photos.getByRole('img', { name: 'Votre photo' });
  await expect(photo).toHaveAttribute('src', /^\/fichiers\/photo/);
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await expectAccessible(page);

  const files = page.getByRole('region', { name: 'CV en fichier' });
  const fileInput = files.getByLabel('Choisir un fichier');
  await fileInput.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('png') });
  await expect(files.getByText(messages.cvFormat)).toBeVisible();
  await fileInput.setInputFiles(fixture('cv.pdf'));
  await files.getByRole('button', { name: 'Envoyer le fichier' }).click();
  await expect(files.getByRole('status')).toHaveText('Fichier enregistré.');
  const download = files.getByRole('link', { name: /^Télécharger cv\.pdf/ });
  await expect(download).toHaveAttribute('href', '/fichiers/cv');
  const [saved] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(saved.suggestedFilename()).toBe('cv.pdf');

  // A file whose bytes are not a PDF is refused by the cms, under the field.
  await fileInput.setInputFiles(fixture('polyglotte.pdf'));
  await files.getByRole('button', { name: 'Envoyer le fichier' }).click();
  await expect(files.getByText(messages.cvFormat)).toBeVisible();

  await files.getByRole('button', { name: 'Supprimer le fichier' }).click();
  await page.getByRole('dialog', { name: 'Confirmer la suppression' }).getByRole('button', { name: 'Supprimer' }).click();
  await expect(files.getByRole('status')).toHaveText('Fichier supprimé.');
  await expect(files.getByText('Aucun CV en fichier pour le moment.')).toBeVisible();
  await expect(fileInput).toBeFocused();

  await photos.getByRole('button', { name: 'Supprimer la photo' }).click();
  await page.getByRole('dialog', { name: 'Confirmer la suppression' }).getByRole('button', { name: 'Supprimer' }).click();
  await expect(photos.getByText('Aucune photo pour le moment.')).toBeVisible();
  await page.reload();
  await expect(photos.getByText('Aucune photo pour le moment.')).toBeVisible();
});

test('« Mon CV » is in the candidate’s menu, mobile included', async ({ browser }) => {
  const context = await browser.newContext({ storageState: await siteSession('candidat'), viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto('/');
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Mon CV' }).click();
  await expect(page).toHaveURL(/\/candidat\/cv$/);
  await expect(page.getByRole('heading', { name: 'Mon CV', level: 1 })).toBeVisible();
  await expectAccessible(page);
  await context.close();
});

test.describe('a recruiter', () => {
  test.use({ signedInAs: 'recruteur' });

  test('has no « Mon CV » link and is refused the page with a 403', async ({ page }) => {
    const response = await page.goto('/candidat/cv');
    expect(response?.status()).toBe(403);
    await expect(page.getByText('Cet espace est réservé aux candidats.')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Mon CV' })).toHaveCount(0);
    await expectAccessible(page);
  });
});
