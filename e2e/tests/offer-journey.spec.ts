import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { jobPostingProblems, type JobPosting } from '@cep/domain';
import { urls } from '../ports';
import { expectAccessible } from './axe';
import { backofficePage, PASSWORD } from './sessions';
import { ATTEMPT } from './unique';

// A word no demo offer carries and no earlier attempt used, so each search below can only find this attempt's offer.
const WORD = `Lagrangette${ATTEMPT}`;
const TITLE = `Vendangeur – Château ${WORD}`;
/** The next harvest season's year: the window typed in the form (issue #40). */
const SEASON = new Date().getFullYear() + 1;
// 1 × 1 PNG: the browser crops it to 1366 × 240, the cms re-encodes it with sharp.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');

test.describe.configure({ mode: 'serial' });

async function siteLogin(page: Page, email: string) {
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

async function choosePlace(page: Page, label: string, typed: string, option: string) {
  await page.getByRole('combobox', { name: label }).fill(typed);
  await page.getByRole('option', { name: option }).click();
}

async function searchIds(query: Record<string, string>): Promise<string[]> {
  const res = await fetch(`${urls.cms}/api/search/offres?${new URLSearchParams(query)}`);
  return ((await res.json()) as { hits: Array<{ id: string }> }).hits.map((h) => h.id);
}

let offerId = '';

test('a recruiter creates a harvest CDD in Gironde with two languages and a cover, saves a draft, publishes with a credit', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // The harvest creation button's return target (spec 01 §2): login first, then straight to the form.
  await page.goto('/recrutement/offre/description-offre/nouveau/vendanges');
  await expect(page).toHaveURL(/\/connexion\?retour=%2Frecrutement%2Foffre%2Fdescription-offre%2Fnouveau%2Fvendanges/);
  await siteLogin(page, 'recruteur@cep.demo');
  await expect(page.getByRole('heading', { name: 'Déposer une offre de vendanges' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Étapes de création de l’offre' }).locator('[aria-current="step"]')).toContainText(
    'Description de l’offre',
  );
  // The harvest route preset: a CDD, the harvest box ticked, one month by default.
  await expect(page.getByLabel('Type de contrat')).toHaveValue('2');
  await expect(page.getByLabel('Emploi saisonnier de vendanges')).toBeChecked();
  // Harvest work is paid by the hour: the form says so before anything is typed.
  await expect(page.getByLabel('Période')).toHaveValue('heure');
  await expect(page.getByLabel('Durée du contrat')).toHaveValue('1');
  // What publication requires is marked (the same rule as the schema's, from @cep/domain).
  await expect(page.getByLabel('Intitulé du poste')).toHaveAttribute('aria-required', 'true');
  await expect(page.getByLabel('Expérience', { exact: true })).toHaveAttribute('aria-required', 'true');
  await expect(page.getByLabel('Profil recherché')).not.toHaveAttribute('aria-required', 'true');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Étape suivante' }).click();
  // The error summary takes focus and links each field in error (issue #17 item 3).
  const summary = page.getByRole('alert').filter({ hasText: 'Les données saisies sont non valides' });
  await expect(summary).toBeFocused();
  await expect(page.locator('#offreTitre-error')).toHaveText('Ce champ est obligatoire.');
  // Every error at once (issue #38 item 6): the city and the pay, which the account's exemptions may lift, too.
  await expect(page.locator('#offreVille-error')).toHaveText('Ce champ est obligatoire.');
  await expect(page.locator('#offreRemunerationmin-error')).toHaveText('Ce champ est obligatoire.');
  await expect(page.locator('#vendanges-debutAuPlusTot-error')).toHaveText('Ce champ est obligatoire.');
  await expect(page.locator('#vendanges-logement-error')).toHaveText('Ce champ est obligatoire.');
  await summary.getByRole('link', { name: 'Intitulé du poste' }).click();
  await expect(page).toHaveURL(/#offreTitre$/);

  await page.getByLabel('Intitulé du poste').fill(TITLE);
  // The offer's texts are rich text (spec 01 §3): paragraphs, emphasis and lists, what the cms keeps of them.
  const description = page.getByRole('textbox', { name: 'Description du poste' });
  await description.fill('Coupe manuelle en équipe sur 40 hectares.');
  await description.press('Enter');
  await description.pressSequentially('Repas du midi fournis.');
  await description.press('Enter');
  await page.getByRole('toolbar', { name: 'Mise en forme' }).first().getByRole('button', { name: 'Liste à puces' }).click();
  await description.pressSequentially('Logement sur place possible');
  await expect(page.getByRole('toolbar', { name: 'Mise en forme' }).first().getByRole('button', { name: 'Intertitre H2' })).toHaveCount(0);
  await choosePlace(page, 'Ville', 'Pauil', 'Pauillac (33250)');
  await page.getByLabel('Domaine principal').selectOption({ label: 'Viticulture et travaux de la vigne' });
  // The chosen domain is hidden from the other two selects.
  await expect(page.getByLabel('Domaine 2 (facultatif)').locator('option', { hasText: 'Viticulture et travaux de la vigne' })).toHaveCount(
    0,
  );
  await page.getByLabel('Expérience').selectOption({ label: 'Débutant accepté' });
  await page.getByLabel('Niveau d’études').selectOption({ label: 'Sans diplôme' });
  await page.getByLabel('Rémunération minimale (€ brut)').fill('11.88');
  await page.getByLabel('Rémunération maximale (€ brut)').fill('13');
  await page.getByLabel('Période').selectOption('heure');
  // What a picker needs (issue #40): the window of start, the positions, the job, housing, meals, transport.
  const season = page.getByRole('group', { name: 'La saison de vendanges' });
  await season.getByLabel('Début annoncé (facultatif)').fill('autour du 12 septembre');
  await season.getByLabel('Début au plus tôt').fill(`${SEASON}-09-08`);
  await season.getByLabel('Début au plus tard').fill(`${SEASON}-09-16`);
  await season.getByLabel('Durée prévue (jours)').fill('12');
  await season.getByLabel('Postes à pourvoir').fill('25');
  await season.getByLabel('Coupeur·euse').check();
  await season.getByLabel('Porteur·euse').check();
  await season.getByLabel('Logement sur place').check();
  await season.getByLabel('Places de logement').fill('10');
  await season.getByLabel('Déjeuner').check();
  await season.getByLabel('Pas de transport').check();
  await page.getByRole('button', { name: 'Ajouter une langue' }).click();
  await page.getByRole('button', { name: 'Ajouter une langue' }).click();
  await page.getByLabel('Langue 1', { exact: true }).selectOption({ label: 'Anglais' });
  await page.getByLabel('Langue 2', { exact: true }).selectOption({ label: 'Espagnol' });
  await page.getByLabel('Niveau de la langue 1').selectOption({ label: 'Courant' });
  await page.getByRole('button', { name: 'Enregistrer le brouillon' }).click();
  // A language without its level is refused, under its field.
  await expect(page.locator('#offreLangue-1-niveau-error')).toHaveText('Veuillez choisir le niveau de cette langue.');
  // Harvest work pays at least the SMIC by the hour, and the form said so under the field before it refused.
  await expect(page.locator('#offreRemunerationmin-error')).toHaveText(
    'Le salaire horaire brut ne peut pas être inférieur au SMIC (12,02\u00a0€ de l’heure).',
  );
  await expect(page.locator('#offreRemunerationmin-hint')).toHaveText('Vendanges : au moins le SMIC, 12,02\u00a0€ brut de l’heure.');
  await page.getByLabel('Rémunération minimale (€ brut)').fill('12.5');
  await page.getByLabel('Niveau de la langue 2').selectOption({ label: 'Notions' });
  await page
    .getByLabel('Photo de couverture (bandeau 1366 × 240)')
    .setInputFiles({ name: 'vignes.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: 'Aperçu du bandeau recadré' })).toBeVisible();

  await page.getByRole('button', { name: 'Enregistrer le brouillon' }).click();
  await expect(page).toHaveURL(/\/recrutement\/offre\/description-offre\/[a-z0-9]+\?enregistre=1$/);
  await expect(page.getByText('Brouillon enregistré.')).toBeVisible();
  offerId = page.url().match(/description-offre\/([a-z0-9]+)/)![1]!;
  await expect(page.getByRole('img', { name: 'Aperçu du bandeau recadré' })).toHaveAttribute('src', /^\/uploads\/offres\/.+\.webp$/);
  await expect(page.getByLabel('Niveau de la langue 2')).toHaveValue('1');

  await page.getByRole('button', { name: 'Étape suivante' }).click();
  await expect(page).toHaveURL(new RegExp(`/recrutement/offre/${offerId}/description-entreprise$`));
  await expect(page.locator('[aria-current="step"]')).toContainText('Description de l’entreprise');
  await page.getByLabel('Nombre de salariés').selectOption({ label: '10 à 49 salariés' });
  await page.getByLabel('Adresse e-mail de réception').fill('vendanges@delmas.fr');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Étape suivante' }).click();

  await expect(page).toHaveURL(new RegExp(`/recrutement/offre/${offerId}/paiement$`));
  await expect(page.locator('[aria-current="step"]')).toContainText('Paiement');
  await expect(page.getByRole('cell', { name: /Publication d’une offre de vendanges/ })).toContainText('couvert par un crédit');
  await expect(page.getByRole('row', { name: /Total TTC/ })).toContainText('0,00 €');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Publier l’offre' }).click();
  const popup = page.getByRole('dialog', { name: 'Offre envoyée' });
  await expect(popup).toContainText('Votre offre a été envoyée en validation.');
  await expect(page.getByRole('button', { name: 'Publier l’offre' })).toHaveCount(0);
  await expectAccessible(page);
  await popup.getByRole('link', { name: 'Voir mes offres' }).click();
  await expect(page.getByRole('heading', { name: 'Mes offres' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: TITLE })).toContainText('Validation en cours');
  await expectAccessible(page);
});

test('a moderator validates it in the backoffice (undo first, then for real)', async ({ browser }) => {
  const page = await backofficePage(browser, 'moderateur');
  const writes: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT') writes.push(request.url());
  });
  await page.goto(urls.backoffice);
  const row = page.getByRole('row').filter({ hasText: TITLE });
  await expect(row).toBeVisible();
  await expectAccessible(page);

  // Undoable: react-admin holds the write while its notice shows « Annuler », and sends it when the notice
  // closes unless undone. Undone, the notice closes and nothing is written.
  await row.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Valider' }).click();
  const undo = page.getByRole('button', { name: 'Annuler' });
  await undo.click();
  await expect(undo).toBeHidden();
  await page.waitForLoadState('networkidle');
  expect(writes).toEqual([]);
  expect(await searchIds({ q: WORD })).not.toContain(offerId);

  await row.getByRole('cell', { name: TITLE, exact: true }).click();
  await expect(page).toHaveURL(/#\/offers\/.+\/show$/);
  await expect(page.getByText('recruteur@cep.demo', { exact: true })).toBeVisible();
  // The offer as candidates will see it: the text rendered as paragraphs (never raw markup), the facts, where applications go.
  const preview = page.getByRole('region', { name: 'Aperçu : l’offre telle que les candidats la verront' });
  await expect(preview.getByText('Coupe manuelle en équipe sur 40 hectares.', { exact: true })).toBeVisible();
  await expect(preview).not.toContainText('<p>');
  await expect(preview.getByRole('definition').filter({ hasText: /12,50\s€ à 13\s€ brut de l’heure/ })).toBeVisible();
  // The season as pickers will read it (issue #40): the moderator weighs the window and the housing too.
  await expect(preview.getByRole('definition').filter({ hasText: 'Logement sur place, 10 places' })).toBeVisible();
  await expect(preview).toContainText('Sur Cep, notifiées à vendanges@delmas.fr');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Valider' }).click();
  await expect.poll(() => searchIds({ q: WORD }), { timeout: 15_000 }).toContain(offerId);
  // The same listener sees the real decision's write, so its silence above meant something.
  expect(writes).toEqual([expect.stringMatching(new RegExp(`/api/backoffice/offers/${offerId}$`))]);
  // Who validated and when is kept and shown.
  await page.reload();
  await expect(page.getByText(/moderateur@cep\.demo/)).toBeVisible();
});

test('a visitor finds it by a misspelt word, by facet and by radius, opens it, and is asked to log in to apply', async ({ page }) => {
  await page.goto(`/offres?q=${WORD.replace('tt', 't')}%20vendageur`);
  await expect(page.getByRole('link', { name: TITLE })).toBeVisible();
  await expectAccessible(page);

  await page.goto(`/offres?q=${WORD}`);
  await page.getByLabel('Domaine').selectOption({ label: 'Viticulture et travaux de la vigne · 1' });
  await page.getByLabel(/Vendanges uniquement/).check();
  await page.getByRole('button', { name: 'Rechercher' }).click();
  await expect(page).toHaveURL(/domaine=1/);
  await expect(page.getByRole('link', { name: TITLE })).toBeVisible();

  await page.goto('/offres');
  await choosePlace(page, 'Autour de (commune)', 'Bordea', 'Bordeaux (33000)');
  await page.getByLabel('Rayon').selectOption('50');
  await page.getByLabel('Métier, mot-clé ou commune').fill(WORD);
  await page.getByRole('button', { name: 'Rechercher' }).click();
  await expect(page).toHaveURL(/autour=vil33063.*rayon=50/);
  await expect(page.getByRole('link', { name: TITLE })).toBeVisible();
  // The harvest filters: housed and fed, free in the window; its card says when it starts and that pickers are housed.
  await page.goto(`/offres?q=${WORD}`);
  await page.getByLabel(/Logement ou camping/).check();
  await page.getByLabel(/Repas fournis/).check();
  await page.getByLabel('Disponible du').fill(`${SEASON}-09-14`);
  await page.getByRole('button', { name: 'Rechercher' }).click();
  await expect(page).toHaveURL(/logement=1.*repas=1.*disponibleDu=/);
  const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: TITLE }) });
  await expect(card).toContainText('Début autour du 12 septembre · Logement sur place · Repas fournis · 25 postes ouverts');
  await expectAccessible(page);
  await page.goto(`/offres?q=${WORD}&transport=1`);
  await expect(page.getByText('Aucune offre ne correspond à votre recherche.')).toBeVisible();
  await page.goto(`/offres?q=${WORD}&autour=vil21054&rayon=50`);
  await expect(page.getByText('Aucune offre ne correspond à votre recherche.')).toBeVisible();

  await page.goto(`/offres?q=${WORD}`);
  await page.getByRole('link', { name: TITLE }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLE);
  await expect(page.getByText('Anglais (Courant), Espagnol (Notions)')).toBeVisible();
  const facts = page.getByRole('definition');
  await expect(facts.filter({ hasText: /^Autour du 12 septembre \(entre le 8 et le 16 septembre \d{4}\)$/ })).toBeVisible();
  await expect(facts.filter({ hasText: '25 postes ouverts sur 25' })).toBeVisible();
  await expect(facts.filter({ hasText: 'Logement sur place, 10 places' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Logement sur place possible' })).toBeVisible();
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as JobPosting;
  expect(jobPostingProblems(ld)).toEqual([]);
  expect(ld).toMatchObject({
    title: TITLE,
    employmentType: 'TEMPORARY',
    hiringOrganization: { name: 'Vignobles Delmas' },
    jobStartDate: `${SEASON}-09-08`,
    totalJobOpenings: 25,
  });
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Ajouter à ma sélection' }).click();
  await expect(page.getByText('Vous devez être connecté pour ajouter une offre.')).toBeVisible();
  const apply = page.getByRole('link', { name: 'Postuler' });
  await apply.click();
  const dialog = page.getByRole('dialog', { name: 'Connexion' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(apply).toBeFocused();
});

// Issue #38 item 2: an online offer can be corrected; the change waits for a moderator, the published version stays.
const CORRECTED = `${TITLE} (H/F)`;

test.describe('a correction of the online offer', () => {
  test.use({ signedInAs: 'recruteur', viewport: { width: 390, height: 844 } });

  test('the recruiter corrects its title on a phone: sent for validation, the published version stays online', async ({ page }) => {
    await page.goto(`/recrutement/offres?q=${WORD}`);
    const card = page.getByRole('listitem').filter({ hasText: TITLE });
    await expect(card).toContainText('Publiée');
    await card.getByRole('link', { name: 'Modifier' }).click();
    await expect(page.getByRole('heading', { name: 'Modifier l’offre' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Cette offre est en ligne.' })).toContainText('sans nouveau crédit');
    // An online offer has no draft and no payment step.
    await expect(page.getByRole('button', { name: 'Enregistrer le brouillon' })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Étapes de création de l’offre' })).toHaveCount(0);
    await expectAccessible(page);
    await page.getByLabel('Intitulé du poste').fill(CORRECTED);
    await page.getByRole('button', { name: 'Envoyer les modifications' }).click();

    await expect(page).toHaveURL(/\/recrutement\/offres\?modification=envoyee$/);
    await expect(page.getByRole('status').filter({ hasText: 'Vos modifications ont été envoyées en validation.' })).toBeVisible();
    const sent = page.getByRole('listitem').filter({ hasText: TITLE });
    await expect(sent).toContainText('Modifications en attente de validation');
    await expect(sent.getByRole('heading', { level: 2 })).toHaveText(TITLE);
    await expectAccessible(page);
    await page.goto(`/offres/${offerId}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLE);
  });
});

test('a moderator sees what changed and validates the change: the page shows it, with the same dates', async ({ browser, request }) => {
  const before = (await (await request.get(`${urls.cms}/api/offres/${offerId}`)).json()) as { data: { datePublication: string } };
  const page = await backofficePage(browser, 'moderateur');
  await page.goto(urls.backoffice);
  await page.getByRole('button', { name: 'Modifications en attente' }).click();
  await page.getByRole('row').filter({ hasText: TITLE }).getByRole('cell', { name: TITLE, exact: true }).click();
  const change = page.getByRole('region', { name: 'Modifications en attente de validation' });
  await expect(change.getByRole('row', { name: /^Titre/ })).toContainText(CORRECTED);
  await expectAccessible(page);
  await change.getByRole('button', { name: 'Valider les modifications' }).click();
  await expect(page.getByText('Modifications publiées : le recruteur est prévenu par e-mail.')).toBeVisible();
  await expect(change).toHaveCount(0);
  const after = (await (await request.get(`${urls.cms}/api/offres/${offerId}`)).json()) as {
    data: { titre: string; datePublication: string };
  };
  expect(after.data).toMatchObject({ titre: CORRECTED, datePublication: before.data.datePublication });
});

test.describe('back on the site', () => {
  test.use({ signedInAs: 'recruteur' });

  test('the recruiter suspends it and it disappears from search', async ({ page }) => {
    await page.goto(`/recrutement/offres?q=${WORD}`);
    const card = page.getByRole('listitem').filter({ hasText: TITLE });
    await expect(card).toContainText('Publiée');
    await card.getByRole('button', { name: 'Suspendre' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirmation' });
    await expect(confirm).toContainText('Suspendre cette offre ?');
    await confirm.getByRole('button', { name: 'Confirmer' }).click();
    await expect(card).toContainText('Suspendue');
    await expect(card).toContainText(/Depuis le \d+(?:er)? \S+ \d{4}/);
    expect(await searchIds({ q: WORD })).not.toContain(offerId);
    await page.goto(`/offres?q=${WORD}`);
    await expect(page.getByText('Aucune offre ne correspond à votre recherche.')).toBeVisible();
  });
});
