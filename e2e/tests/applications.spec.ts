import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { formatMessage, messages } from '@cep/domain';
import { outboxDir, urls } from '../ports';
import { expectAccessible } from './axe';
import { cms, cmsLogin } from './cms-api';
import { ACCOUNTS, PASSWORD, siteSession } from './sessions';

const fixture = (name: string) => path.join(__dirname, '..', '..', 'test-fixtures', name);

test.describe.configure({ mode: 'serial' });

type Candidate = { email: string; prenom: string; nom: string };

/**
 * A candidate of its own, signed up as a new user would; with `cv`, the CV is filled to « sufficiently
 * complete » through the cms (the CV page has its own spec). Then logged in on the site.
 */
async function newCandidate(page: Page, prenom: string, cv: boolean): Promise<Candidate> {
  const candidate = { email: `postule+${prenom.toLowerCase()}-${Date.now()}@example.fr`, prenom, nom: 'Lacoste' };
  const signup = await page.request.post(`${urls.cms}/api/inscription/candidat`, {
    data: { ...candidate, plainPassword: { first: PASSWORD, second: PASSWORD } },
  });
  expect(signup.status()).toBe(200);
  if (cv) {
    const jwt = await cmsLogin(candidate.email);
    await cms(jwt, 'PUT', '/candidat/cv', {
      cvTitre: 'Caviste conseil',
      cvAnneesExperience: 4,
      cvNiveauEtude: 4,
      cvRemuneration: 28000,
      cvContratSouhaite: [1, 2],
      cvDomaines: [5],
    });
    await cms(jwt, 'POST', '/candidat/cv/experience', {
      titre: 'Caviste',
      lieu: 'Cave des Chartrons, Bordeaux',
      debutMois: 3,
      debutAnnee: 2021,
      enCours: true,
    });
  }
  await page.goto('/connexion');
  await page.getByLabel('Adresse e-mail').fill(candidate.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/after-login$/);
  return candidate;
}

type Offer = { id: string; titre: string };

/** Published offers of Vignobles Delmas (the demo recruiter's account) received by e-mail, without applications, harvest or not. */
async function delmasOffers(): Promise<{ harvest: Offer[]; other: Offer[] }> {
  const jwt = await cmsLogin(ACCOUNTS.recruteur);
  const list = await cms<{ offres: Array<{ id: string; titre: string; candidatures: number }> }>(
    jwt,
    'GET',
    '/recrutement/offres?etat=publiee',
  );
  const found = { harvest: [] as Offer[], other: [] as Offer[] };
  // Offers nobody has applied to yet (the demo data's applications are on others): the counts below are this spec's.
  for (const card of list.offres.filter((offer) => offer.candidatures === 0)) {
    const answer = await fetch(`${urls.cms}/api/offres/${card.id}`);
    if (!answer.ok) continue;
    const { data } = (await answer.json()) as {
      data: { ouverte: boolean; vendanges: boolean; candidature: { mode: string } | null; entreprise: { nom: string } | null };
    };
    if (!data.ouverte || data.candidature?.mode === 'url' || data.entreprise?.nom !== 'Vignobles Delmas') continue;
    (data.vendanges ? found.harvest : found.other).push({ id: card.id, titre: card.titre });
  }
  return found;
}

interface OutboxEntry {
  to: string[];
  subject: string;
  date: string;
}

/** Waits for an e-mail to `to` with this subject in the e2e stack's outbox. */
async function expectMail(to: string, subject: string): Promise<void> {
  await expect
    .poll(() => {
      if (!existsSync(outboxDir)) return false;
      return readdirSync(outboxDir)
        .filter((name) => name.endsWith('.json'))
        .map((name) => JSON.parse(readFileSync(path.join(outboxDir, name), 'utf8')) as OutboxEntry)
        .some((mail) => mail.to.includes(to) && mail.subject === subject);
    })
    .toBe(true);
}

async function recruiterPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ storageState: await siteSession('recruteur'), locale: 'fr-FR', baseURL: urls.site });
  return context.newPage();
}

let offers: { harvest: Offer[]; other: Offer[] };
let applicant: Candidate;
let applied: Offer;

test.beforeAll(async () => {
  offers = await delmasOffers();
  expect(offers.harvest.length).toBeGreaterThan(0);
  expect(offers.other.length).toBeGreaterThan(1);
});

test('a candidate applies with a PDF CV and a letter from the offer page’s popup, then sees the application', async ({ page }) => {
  applicant = await newCandidate(page, 'Camille', true);
  applied = offers.other[0]!;
  await page.goto(`/offres/${applied.id}`);
  const open = page.getByRole('link', { name: 'Postuler', exact: true });
  await expect(open).toHaveAttribute('href', `/offres/${applied.id}/postuler`);
  await open.click();
  const dialog = page.getByRole('dialog', { name: 'Postuler' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(applied.titre);
  await expectAccessible(page);

  // Escape closes it, the focus goes back to the button.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
  await open.click();

  // Refused before anything is sent: no CV, an empty message; the first field in error takes the focus.
  await dialog.getByRole('button', { name: 'Envoyer ma candidature' }).click();
  await expect(dialog.getByText(messages.cvFormat)).toBeVisible();
  await expect(dialog.getByText(messages.messageVide)).toBeVisible();
  await expect(dialog.getByLabel('CV (PDF, DOC ou DOCX)')).toBeFocused();

  // Files are checked when chosen: the type, then 1024 KB.
  const cv = dialog.getByLabel('CV (PDF, DOC ou DOCX)');
  await cv.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('png') });
  await expect(dialog.getByText(messages.cvFormat)).toBeVisible();
  await cv.setInputFiles({ name: 'gros.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(1024 * 1024 + 1) });
  await expect(dialog.getByText(formatMessage('fichierTropLourdMax', { max: 1 }))).toBeVisible();
  // A refused file is not kept, and its name no longer shows as chosen.
  await expect(dialog.getByText('gros.pdf', { exact: true })).toHaveCount(0);
  await cv.setInputFiles(fixture('cv.pdf'));
  await expect(dialog.getByText(/Fichier choisi : cv\.pdf/)).toBeVisible();
  await dialog.getByLabel('Lettre de motivation (facultatif)').setInputFiles(fixture('lettre.docx'));

  // Ordinary French punctuation passes; emoji do not.
  const message = dialog.getByLabel('Votre message au recruteur');
  await message.fill('Bonjour 🍇');
  await dialog.getByRole('button', { name: 'Envoyer ma candidature' }).click();
  await expect(dialog.getByText(messages.messageCaracteresSpeciaux)).toBeVisible();
  await message.fill('Bonjour, je suis caviste depuis 2021 ; « le conseil » est mon métier. Disponible dès septembre !');
  await dialog.getByRole('button', { name: 'Envoyer ma candidature' }).click();

  await expect(page).toHaveURL(/\/candidat\/candidatures\?envoyee=[a-z0-9]+$/);
  await expect(page.getByRole('status').filter({ hasText: messages.candidatureEnvoyee })).toBeVisible();
  const item = page.getByRole('article', { name: applied.titre });
  await expect(item).toContainText('Nouvelle');
  await expect(item).toContainText(/Envoyée le \d+(?:er)? \S+ \d{4}/);
  // Too early to chase up: the button is there, disabled, with the date it opens.
  await expect(item.getByRole('button', { name: 'Relancer le recruteur' })).toBeDisabled();
  await expect(item).toContainText(/Relance possible à partir du \d+(?:er)? \S+ \d{4}/);
  await expectAccessible(page);
  await expectMail(applicant.email, `Votre candidature : ${applied.titre}`);
  await expectMail(ACCOUNTS.recruteur, `Nouvelle candidature : ${applied.titre}`);

  // A page past the last says so without contradicting the total.
  await page.goto('/candidat/candidatures?page=4');
  await expect(page.getByText('1 candidature', { exact: true })).toBeVisible();
  await expect(page.getByText('La page 4 est vide : il n’y a pas autant de candidatures.')).toBeVisible();
  await page.getByRole('link', { name: 'Revenir à la première page' }).click();
  await expect(page.getByRole('article', { name: applied.titre })).toBeVisible();

  // The offer page now says when the candidate applied.
  await page.goto(`/offres/${applied.id}`);
  await expect(page.getByText(/Vous avez postulé à cette offre le \d+(?:er)? \S+ \d{4}\./)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Voir mes candidatures' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Postuler', exact: true })).toHaveCount(0);

  // The dashboard counts it.
  await page.goto('/after-login');
  await expect(page.getByRole('region', { name: 'Mes candidatures' })).toContainText('Nouvelle : 1');
  await expect(page.getByRole('progressbar', { name: 'Mon CV' })).toHaveAttribute('aria-valuenow', /\d+/);
  await expectAccessible(page);
});

test('the recruiter opens the list, downloads the CV, preselects after the dialog, and the candidate is e-mailed', async ({ browser }) => {
  const page = await recruiterPage(browser);
  await page.goto('/recrutement/offres?etat=publiee');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: applied.titre, exact: true }) });
  await expect(card).toContainText('1 non consultée');
  await card.getByRole('link', { name: `1 candidature pour « ${applied.titre} »` }).click();
  await expect(page).toHaveURL(new RegExp(`/recrutement/offre/candidature/${applied.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Candidatures : ${applied.titre}`);

  const who = `${applicant.prenom} ${applicant.nom}`;
  const item = page.getByRole('article', { name: who });
  await expect(item.getByText('Non consultée')).toBeVisible();
  await expect(item).toContainText(applicant.email);
  await expect(item).toContainText('« le conseil » est mon métier');
  await expectAccessible(page);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    item.getByRole('link', { name: `Télécharger le CV de ${who}` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`CV - ${who}.pdf`);
  await expect(item.getByRole('link', { name: `Télécharger la lettre de ${who}` })).toBeVisible();

  // Preselecting asks first; cancelling puts « Nouvelle » back.
  const status = item.getByRole('combobox', { name: `Statut de la candidature de ${who}` });
  await status.selectOption({ label: 'Présélectionnée' });
  const confirm = page.getByRole('dialog', { name: 'Changer le statut ?' });
  await expect(confirm).toContainText(messages.candidatureStatutInforme);
  await expect(confirm.getByRole('button', { name: 'Annuler' })).toBeFocused();
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Annuler' }).click();
  await expect(confirm).toBeHidden();
  await expect(status).toHaveValue('0');

  await status.selectOption({ label: 'Présélectionnée' });
  await confirm.getByRole('button', { name: 'Confirmer' }).click();
  await expect(item.getByText(`Candidature de ${who} : Présélectionnée.`)).toBeVisible();
  await expect(status).toHaveValue('1');
  // The page is read again: the counts follow, the application is no longer unread.
  await expect(page.getByRole('link', { name: 'Présélectionnée · 1' })).toBeVisible();
  await expect(item.getByText('Non consultée')).toHaveCount(0);
  await expectMail(applicant.email, `Bonne nouvelle : ${applied.titre}`);

  // The profile: the applicant's CV as it is now.
  await item.getByRole('link', { name: `Voir le profil de ${who}` }).click();
  await expect(page.getByText('Caviste conseil').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Expériences professionnelles' })).toContainText('Cave des Chartrons, Bordeaux');
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Retour aux candidatures' }).click();
  await expect(page).toHaveURL(new RegExp(`/recrutement/offre/candidature/${applied.id}$`));

  // Filters and search.
  await page.getByLabel('Rechercher un candidat (nom, e-mail, titre, message)').fill('personne-inconnue');
  await page.getByRole('button', { name: 'Filtrer' }).click();
  await expect(page.getByText('Aucune candidature ne correspond.')).toBeVisible();
  await page.context().close();
});

test('the candidate sees the new status; a decided application has no chase-up', async ({ page }) => {
  await page.goto('/connexion');
  await page.getByLabel('Adresse e-mail').fill(applicant.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.getByRole('banner').getByRole('link', { name: 'Mes candidatures' }).click();
  const item = page.getByRole('article', { name: applied.titre });
  await expect(item).toContainText('Présélectionnée');
  await expect(item.getByRole('button', { name: 'Relancer le recruteur' })).toHaveCount(0);
  await page.getByLabel('Statut').selectOption({ label: 'Non retenue' });
  await page.getByRole('button', { name: 'Filtrer' }).click();
  await expect(page).toHaveURL(/statut=2/);
  await expect(page.getByText('Aucune candidature ne correspond.')).toBeVisible();
});

test('a harvest worker applies without a CV, the recruiter reads the availability, the worker withdraws', async ({ page, browser }) => {
  const worker = await newCandidate(page, 'Noa', false);
  const harvest = offers.harvest[0]!;
  await page.goto(`/offres/${harvest.id}`);
  // Without a complete CV the CV application is not offered: the spec's message and a way to « Mon CV ».
  await expect(page.getByText(messages.profilIncomplet)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Compléter mon CV' })).toHaveAttribute('href', '/candidat/cv');
  await page.getByRole('link', { name: 'Postuler sans CV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Postuler sans CV' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Envoyer ma candidature sans CV' }).click();
  await expect(dialog.getByText(messages.telephoneTravailleurInvalide)).toBeVisible();
  await expect(dialog.getByLabel('Disponible à partir du')).toBeFocused();
  await dialog.getByLabel('Disponible à partir du').fill('2026-09-07');
  await dialog.getByLabel('Jusqu’au').fill('2026-09-30');
  await dialog.getByLabel('Téléphone', { exact: true }).fill('06 12 34 56 78');
  await dialog.getByLabel('Votre message au recruteur').fill('Coupeur trois saisons à Pauillac, disponible tout septembre.');
  await dialog.getByRole('button', { name: 'Envoyer ma candidature sans CV' }).click();
  await expect(page).toHaveURL(/\/candidat\/candidatures\?envoyee=[a-z0-9]+$/);
  const item = page.getByRole('article', { name: harvest.titre });
  await expect(item).toContainText('Sans CV (vendanges)');
  await expect(page.getByText(messages.candidatureEnvoyee)).toBeVisible();

  // The recruiter reads the availability and the phone.
  const recruiter = await recruiterPage(browser);
  await recruiter.goto(`/recrutement/offre/candidature/${harvest.id}`);
  const seen = recruiter.getByRole('article', { name: `${worker.prenom} ${worker.nom}` });
  await expect(seen).toContainText('Sans CV (vendanges) · disponible du 7 septembre 2026 au 30 septembre 2026');
  await expect(seen.getByRole('link', { name: '06 12 34 56 78' })).toBeVisible();
  await expect(seen.getByRole('link', { name: /Télécharger le CV/ })).toHaveCount(0);

  await recruiter.context().close();

  // Withdrawing asks first (cancel keeps it), then the application leaves the list.
  await item.getByRole('button', { name: `Supprimer la candidature « ${harvest.titre} »` }).click();
  const confirm = page.getByRole('dialog', { name: 'Supprimer la candidature ?' });
  await expect(confirm.getByRole('button', { name: 'Annuler' })).toBeFocused();
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Annuler' }).click();
  await expect(item).toBeVisible();
  await item.getByRole('button', { name: `Supprimer la candidature « ${harvest.titre} »` }).click();
  await confirm.getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByRole('status').filter({ hasText: messages.candidatureSupprimee })).toBeVisible();
  await expect(item).toHaveCount(0);
  await expect(page.getByText('Vous n’avez pas encore postulé.', { exact: false })).toBeVisible();
  // Issue #38 item 13: the word that it was sent leaves with it, after a reload too.
  await expect(page.getByText(messages.candidatureEnvoyee)).toHaveCount(0);
  await page.reload();
  await expect(page.getByText('Vous n’avez pas encore postulé.', { exact: false })).toBeVisible();
  await expect(page.getByText(messages.candidatureEnvoyee)).toHaveCount(0);
});

test('without JavaScript the application page posts the same form and is checked on the server', async ({ browser }) => {
  // Logged in with JavaScript (the login popup is not what this test is about), then a browser without it.
  const login = await browser.newContext({ locale: 'fr-FR', baseURL: urls.site });
  const sacha = await newCandidate(await login.newPage(), 'Sacha', true);
  const context = await browser.newContext({
    javaScriptEnabled: false,
    locale: 'fr-FR',
    baseURL: urls.site,
    storageState: await login.storageState(),
  });
  await login.close();
  const page = await context.newPage();
  const offer = offers.other[1]!;
  // The deep link the offer page's « Postuler » points to (the offer page itself streams behind its loading state).
  await page.goto(`/offres/${offer.id}/postuler`);
  await expect(page.getByRole('heading', { level: 1, name: 'Postuler' })).toBeVisible();
  await page.getByLabel('Votre message au recruteur').fill('Bonjour, je postule sans JavaScript.');
  await page.getByRole('button', { name: 'Envoyer ma candidature' }).click();
  await expect(page.getByText(messages.cvFormat)).toBeVisible();
  await expect(page.getByLabel('Votre message au recruteur')).toHaveValue('Bonjour, je postule sans JavaScript.');
  // A text file named .pdf and an emoji: both refused at once, not one per try.
  await page.getByLabel('Votre message au recruteur').fill('Bonjour 🍇');
  const renamed = { name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('Pas un PDF.') };
  await page.getByLabel('CV (PDF, DOC ou DOCX)').setInputFiles(renamed);
  await page.getByRole('button', { name: 'Envoyer ma candidature' }).click();
  await expect(page.getByText(messages.messageCaracteresSpeciaux)).toBeVisible();
  await expect(page.getByText(messages.cvFormat)).toBeVisible();
  await page.getByLabel('Votre message au recruteur').fill('Bonjour, je postule sans JavaScript.');
  await page.getByLabel('CV (PDF, DOC ou DOCX)').setInputFiles(fixture('cv.pdf'));
  await page.getByRole('button', { name: 'Envoyer ma candidature' }).click();
  await expect(page).toHaveURL(/\/candidat\/candidatures\?envoyee=[a-z0-9]+$/);
  const list = await cms<{ total: number; candidatures: Array<{ offre: { titre: string } }> }>(
    await cmsLogin(sacha.email),
    'GET',
    '/candidat/candidatures',
  );
  expect(list.candidatures.map((c) => c.offre.titre)).toEqual([offer.titre]);
  await context.close();
});

test('with JavaScript, a CV alone is enough: the letter is optional', async ({ page }) => {
  const lou = await newCandidate(page, 'Lou', true);
  const offer = offers.other[1]!;
  await page.goto(`/offres/${offer.id}`);
  await page.getByRole('link', { name: 'Postuler', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Postuler' });
  await dialog.getByLabel('CV (PDF, DOC ou DOCX)').setInputFiles(fixture('cv.pdf'));
  await dialog.getByLabel('Votre message au recruteur').fill('Bonjour, mon CV est joint ; pas de lettre.');
  await dialog.getByRole('button', { name: 'Envoyer ma candidature' }).click();
  await expect(page).toHaveURL(/\/candidat\/candidatures\?envoyee=[a-z0-9]+$/);
  const list = await cms<{ candidatures: Array<{ offre: { titre: string } }> }>(await cmsLogin(lou.email), 'GET', '/candidat/candidatures');
  expect(list.candidatures.map((c) => c.offre.titre)).toEqual([offer.titre]);
});

test.describe('the demo candidate', () => {
  test.use({ signedInAs: 'candidat' });

  test('chases up the application sent ten days ago, once', async ({ page }) => {
    // The demo data (cms/src/seed/demo-applications.ts) holds an application of the demo candidate old enough
    // to chase up (CHASE_UP_DELAY_DAYS = 7), still unanswered.
    await page.goto('/candidat/candidatures');
    const chase = page.getByRole('button', { name: 'Relancer le recruteur', disabled: false });
    await expect(chase).toHaveCount(1);
    const item = page.getByRole('article').filter({ has: chase });
    const title = (await item.getByRole('heading', { level: 2 }).textContent())!.trim();
    await expectAccessible(page);
    await chase.click();
    await expect(page.getByRole('status').filter({ hasText: messages.relanceEnvoyee })).toBeVisible();
    const done = page.getByRole('article', { name: title });
    await expect(done.getByText(/Relance envoyée le \d+(?:er)? \S+ \d{4}/)).toBeFocused();
    await expect(done.getByRole('button', { name: 'Relancer le recruteur' })).toHaveCount(0);
    await page.reload();
    await expect(done.getByText(/Relance envoyée le/)).toBeVisible();
    await expect(done.getByRole('button', { name: 'Relancer le recruteur' })).toHaveCount(0);
    await expectMail(ACCOUNTS.recruteur, `Relance d’une candidature : ${title}`);

    // The recruiter's list says when it was chased up.
    const href = (await done.getByRole('link', { name: title }).getAttribute('href'))!;
    const recruiter = await recruiterPage(page.context().browser()!);
    await recruiter.goto(`/recrutement/offre/candidature/${href.split('/').pop()}`);
    await expect(recruiter.getByRole('article', { name: 'Lucas Martin' })).toContainText(/Relancée le \d+(?:er)? \S+ \d{4}/);
    await recruiter.context().close();
  });

  test('is sent to the recruiter’s site for an offer received there (the cms counts the click: cms/tests/applications.test.ts)', async ({
    page,
  }) => {
    // The demo's one offer received on the recruiter's site (cms/src/seed/demo.ts): found among the open offers.
    const ids = ((await (await fetch(`${urls.cms}/api/plan/offres`)).json()) as { data: Array<{ id: string }> }).data.map((o) => o.id);
    let external = '';
    for (const id of ids) {
      const offer = ((await (await fetch(`${urls.cms}/api/offres/${id}`)).json()) as { data: { candidature: { mode: string } | null } })
        .data;
      if (offer.candidature?.mode === 'url') external = id;
    }
    expect(external).not.toBe('');
    // The recruiter's site is outside this machine: answered here.
    await page.route('https://recrutement.cavavin-rhone.example/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><html lang="fr"><title>Cavavin recrute</title><h1>Cavavin recrute</h1></html>',
      }),
    );
    await page.goto(`/offres/${external}`);
    await page.getByRole('button', { name: 'Postuler sur le site du recruteur' }).first().click();
    await expect(page).toHaveURL('https://recrutement.cavavin-rhone.example/offres');
    await expect(page.getByRole('heading', { name: 'Cavavin recrute' })).toBeVisible();
  });

  test('shortlists an offer, finds it in « Ma sélection » and removes it', async ({ page }) => {
    const offer = offers.other[2] ?? offers.other[0]!;
    await page.goto(`/offres/${offer.id}`);
    await page.getByRole('button', { name: 'Ajouter à ma sélection' }).click();
    await expect(page.getByText('Offre ajoutée à votre sélection.')).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: 'Ma sélection' }).click();
    await expect(page).toHaveURL(/\/candidat\/selection$/);
    await expect(page.getByRole('link', { name: offer.titre })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: `Retirer de ma sélection l’offre « ${offer.titre} »` }).click();
    await expect(page.getByRole('status')).toHaveText(`« ${offer.titre} » est retirée de votre sélection.`);
    await expect(page.getByRole('link', { name: offer.titre })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('link', { name: offer.titre })).toHaveCount(0);
  });

  test('on a 390 px phone: searches, opens an offer, reaches « Postuler » from the sticky bar and opens the popup', async ({ browser }) => {
    const context = await browser.newContext({
      storageState: await siteSession('candidat'),
      viewport: { width: 390, height: 844 },
      baseURL: urls.site,
    });
    const page = await context.newPage();
    const offer = offers.other.at(-1)!;
    await page.goto(`/offres?q=${encodeURIComponent(offer.titre)}`);
    const result = page.locator(`main a[href="/offres/${offer.id}"]`);
    await expect(result).toBeVisible();
    await expectAccessible(page);
    await result.click();
    await expect(page.getByRole('heading', { level: 1, name: offer.titre })).toBeVisible();
    await expectAccessible(page);

    // The sticky bar brings the apply block into view; its « Postuler » opens the popup over the page.
    await page.mouse.wheel(0, 2000);
    await page.locator('a[href="#candidater"]').click();
    const open = page.locator(`a[href="/offres/${offer.id}/postuler"]`);
    await expect(open).toBeInViewport();
    await open.click();
    const dialog = page.getByRole('dialog', { name: 'Postuler' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Envoyer ma candidature' })).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
    await context.close();
  });

  test('has the candidate’s links in the header and the mobile menu', async ({ browser }) => {
    const context = await browser.newContext({
      storageState: await siteSession('candidat'),
      viewport: { width: 390, height: 844 },
      baseURL: urls.site,
    });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    const nav = page.getByRole('navigation', { name: 'Navigation principale' });
    await expect(nav.getByRole('link', { name: 'Mes candidatures' })).toBeVisible();
    await nav.getByRole('link', { name: 'Ma sélection' }).click();
    await expect(page).toHaveURL(/\/candidat\/selection$/);
    await context.close();
  });
});

test.describe('the demo recruiter', () => {
  test.use({ signedInAs: 'recruteur' });

  test('sees the dashboard and the header links, reads a note on offer pages and is refused the application page', async ({ page }) => {
    await page.goto('/after-login');
    await expect(page.getByRole('region', { name: 'Mes offres' })).toContainText(/Publiée : \d+/);
    await expect(page.getByRole('region', { name: 'Candidatures à consulter' })).toBeVisible();
    await expectAccessible(page);
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Déposer une offre' })).toHaveAttribute(
      'href',
      '/recrutement/offre/description-offre/nouveau',
    );
    await banner.getByRole('link', { name: 'Mes offres' }).click();
    await expect(page).toHaveURL(/\/recrutement\/offres$/);

    const offer = offers.other[0]!;
    await page.goto(`/offres/${offer.id}`);
    await expect(page.getByText('vous suivez leurs candidatures depuis « Mes offres »', { exact: false })).toBeVisible();
    const response = await page.goto(`/offres/${offer.id}/postuler`);
    expect(response?.status()).toBe(403);
    await expect(page.getByText('Seuls les candidats peuvent postuler aux offres.')).toBeVisible();
    await expectAccessible(page);
  });
});
