import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { outboxDir } from '../ports';
import { expectAccessible } from './axe';
import { cms, cmsLogin } from './cms-api';
import { ACCOUNTS } from './sessions';

/**
 * Issue #13 as users would: a candidate saves a search as an alert, suspends and reactivates it, and receives
 * the new matching harvest offers by e-mail once each; a recruiter searches the CV library, likes a CV, buys it
 * and creates a CV alert. Offers are prepared through the cms as the recruiter and validated as the moderator.
 */
test.describe.configure({ mode: 'serial' });

/** A harvest offer of Vignobles Delmas in Gironde, published with a harvest credit given first, then validated. */
async function validatedHarvestOffer(title: string): Promise<string> {
  const [recruiter, moderator] = await Promise.all([cmsLogin(ACCOUNTS.recruteur), cmsLogin(ACCOUNTS.moderateur)]);
  const accounts = await cms<Array<{ id: string }>>(
    moderator,
    'GET',
    `/backoffice/accounts?filter=${encodeURIComponent(JSON.stringify({ q: 'Vignobles Delmas' }))}`,
  );
  await cms(moderator, 'POST', '/backoffice/credit-entries', {
    compte: accounts[0]!.id,
    type: 'vendanges',
    quantite: 1,
    commentaire: 'Test des alertes',
  });
  const created = await cms<{ id: string }>(recruiter, 'POST', '/recrutement/offre/description-offre', {
    offreTitre: title,
    offreContrat: 2,
    offreTexte: `${title} pour les vendanges, au sein d’une équipe de vingt personnes.`,
    offreVille: '33394',
    offreDomaine1: 1,
    offreExperience: 1,
    offreNiveauEtude: 1,
    offreRemunerationmin: 12.5,
    offreRemunerationmax: 13,
    offreRemunerationPeriode: 'heure',
    dureeContratValue: 1,
    dureeContratChoice: 'mois',
    emploivendagesaisonier: true,
    // What publication asks of a harvest offer (issue #40).
    vendanges: {
      debutAuPlusTot: '2027-09-06',
      debutAuPlusTard: '2027-09-14',
      dureeJours: 10,
      postes: 20,
      metiers: ['coupeur'],
      logement: 'aucun',
      transport: 'aucun',
    },
  });
  const step2 = await cms<{ offre: { societe: string } }>(recruiter, 'GET', `/recrutement/offre/${created.id}/description-entreprise`);
  await cms(recruiter, 'PUT', `/recrutement/offre/${created.id}/description-entreprise`, {
    societe: step2.offre.societe,
    nombreSalaries: 2,
    offreModeReception: 'mail',
    offreMail: 'recrutement@delmas.example',
    options: [],
  });
  await cms(recruiter, 'POST', `/recrutement/offre/${created.id}/paiement`, {});
  await cms(moderator, 'PUT', `/backoffice/offers/${created.id}`, { etat: 'publiee' });
  return created.id;
}

/** The alert digests sent to the demo candidate for this alert, oldest first. */
function digests(label: string): Array<{ subject: string; text: string }> {
  if (!existsSync(outboxDir)) return [];
  return readdirSync(outboxDir)
    .filter((name) => name.endsWith('.json'))
    .map(
      (name) =>
        JSON.parse(readFileSync(path.join(outboxDir, name), 'utf8')) as { to: string[]; subject: string; text: string; date: string },
    )
    .filter((mail) => mail.to.includes(ACCOUNTS.candidat) && mail.subject.endsWith(`« ${label} »`))
    .sort((a, b) => a.date.localeCompare(b.date));
}

const LABEL = 'pressurage · Vendanges';

test.describe('a candidate', () => {
  test.use({ signedInAs: 'candidat' });

  test('saves a search as an alert, suspends and reactivates it, then receives each new matching offer once', async ({ page }) => {
    test.setTimeout(90_000);
    // Retry-safe: the alert of an earlier attempt goes first.
    const jwt = await cmsLogin(ACCOUNTS.candidat);
    const existing = await cms<{ alertes: Array<{ id: string; libelle: string }> }>(jwt, 'GET', '/candidat/alertes');
    for (const alert of existing.alertes.filter((a) => a.libelle === LABEL)) await cms(jwt, 'DELETE', `/candidat/alerte/${alert.id}`);
    const before = digests(LABEL).length;

    await page.goto('/offres?q=pressurage&vendanges=1');
    await page.getByRole('button', { name: 'Créer une alerte' }).click();
    await expect(page.getByText('Votre alerte est enregistrée : vous recevrez les nouvelles offres par e-mail.')).toBeVisible();
    await page.getByRole('button', { name: 'Créer une alerte' }).click();
    await expect(page.getByText('Vous avez déjà une alerte pour cette recherche.')).toBeVisible();
    await page.getByRole('link', { name: 'Gérer mes alertes' }).click();

    const card = page.getByRole('listitem').filter({ hasText: LABEL });
    await expect(card.getByRole('heading', { name: 'Alerte active' })).toBeVisible();
    await expectAccessible(page);
    await card.getByRole('button', { name: 'Suspendre' }).click();
    await expect(card.getByRole('heading', { name: 'Alerte suspendue' })).toBeVisible();
    // The header changes at the click; the button comes back once the server has saved it.
    await expect(card.getByRole('button', { name: 'Activer' })).toBeEnabled();
    await page.reload();
    await expect(card.getByRole('heading', { name: 'Alerte suspendue' })).toBeVisible();
    await card.getByRole('button', { name: 'Activer' }).click();
    await expect(card.getByRole('heading', { name: 'Alerte active' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Suspendre' })).toBeEnabled();
    await page.reload();
    await expect(card.getByRole('heading', { name: 'Alerte active' })).toBeVisible();

    // A matching harvest offer validated: its digest leaves at once (harvest alerts); a non-matching one sends nothing.
    const first = await validatedHarvestOffer('Chef de pressurage');
    await expect.poll(() => digests(LABEL).length, { timeout: 20_000 }).toBe(before + 1);
    await validatedHarvestOffer('Vendangeur coupeur');
    const second = await validatedHarvestOffer('Aide au pressurage');
    await expect.poll(() => digests(LABEL).length, { timeout: 20_000 }).toBe(before + 2);
    const [one, two] = digests(LABEL).slice(before);
    expect(one!.text).toContain(`/offres/${first}`);
    expect(two!.text).toContain(`/offres/${second}`);
    expect(two!.text).not.toContain(`/offres/${first}`);
    expect(`${one!.text}${two!.text}`).not.toContain('Vendangeur coupeur');

    await page.reload();
    await expect(card).toContainText('2 offres envoyées');
  });

  test('asking for an alert on the bare offer list reads the notice asking for a criterion, not a failure', async ({ page }) => {
    await page.goto('/offres');
    await page.getByRole('button', { name: 'Créer une alerte' }).click();
    const notice = page.locator('main [aria-live] p');
    await expect(notice).toHaveText('Veuillez saisir un mot-clé, une zone ou cocher au moins un filtre.');
    await expect(notice).not.toHaveClass(/text-red/);
  });
});

test.describe('a recruiter', () => {
  test.use({ signedInAs: 'recruteur' });

  async function openLibrary(page: Page) {
    await page.goto('/recrutement/cvtheque');
    await expect(page.getByRole('heading', { name: 'CVthèque' })).toBeVisible();
  }

  test('asking for an offer alert reads that alerts are for candidates', async ({ page }) => {
    await page.goto('/offres?q=vendangeur');
    await page.getByRole('button', { name: 'Créer une alerte' }).click();
    const answer = page
      .locator('main [aria-live]')
      .filter({ hasText: 'Vous devez être connecté en tant que candidat pour enregistrer votre alerte.' });
    await expect(answer).toBeVisible();
    await expect(answer.getByRole('link')).toHaveCount(0);
  });

  test('searches the CV library, likes a CV, buys it (a credit spent, the contact shown), and creates a CV alert', async ({ page }) => {
    await openLibrary(page);
    await expectAccessible(page);
    await page.getByLabel('Mots-clés (métier, diplôme…)').fill('sommeliere');
    await page.getByRole('button', { name: 'Rechercher' }).click();
    const card = page.getByRole('listitem').filter({ hasText: 'Sommelière conseil et vente à la propriété' });
    await expect(card).toBeVisible();
    await expect(card).not.toContainText('Benali');

    const heart = card.getByRole('button', { name: /CV « Sommelière conseil/ });
    if ((await heart.getAttribute('aria-pressed')) === 'true') await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    // The heart turns at once; the like is kept when the button stops saying it is working (aria-disabled).
    await expect(heart).toBeEnabled();
    await page.goto('/recrutement/cvtheque?aimes=1');
    await expect(page.getByRole('listitem').filter({ hasText: 'Sommelière conseil' })).toBeVisible();

    const creditsBefore = Number((await page.getByText(/^\d+ crédits? CV$/).textContent())?.match(/^\d+/)?.[0]);
    await page.getByRole('link', { name: 'Sommelière conseil et vente à la propriété' }).click();
    // The first: the confirmation dialog's own button has the same name.
    const buy = page.getByRole('button', { name: 'Voir les coordonnées (1 crédit CV)' }).first();
    // Retry-safe: a CV bought by an earlier attempt is already shown in full, and costs nothing more.
    const buying = await buy.isVisible();
    if (buying) {
      // A click that lands before the page is hydrated opens nothing: wait for its scripts first.
      await page.waitForLoadState('networkidle');
      await buy.click();
      await page.getByRole('dialog').getByRole('button', { name: 'Voir les coordonnées (1 crédit CV)' }).click();
    }
    await expect(page.getByRole('heading', { name: 'Inès Benali' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'ines.benali@cep.demo' })).toBeVisible();
    await expectAccessible(page);
    await openLibrary(page);
    const creditsAfter = Number((await page.getByText(/^\d+ crédits? CV$/).textContent())?.match(/^\d+/)?.[0]);
    expect(creditsAfter).toBe(buying ? creditsBefore - 1 : creditsBefore);

    await page.getByRole('link', { name: 'Mes alertes CV' }).click();
    await expect(page.getByRole('heading', { name: 'Alertes CV' })).toBeVisible();
    const title = `Sommeliers ${Date.now()}`;
    await page.getByLabel('Nom de l’alerte').fill(title);
    await page.getByRole('button', { name: 'Enregistrer l’alerte' }).click();
    await expect(page.getByText('Veuillez saisir un mot-clé, une zone ou cocher au moins un filtre.')).toBeVisible();
    await expect(page.getByLabel('Nom de l’alerte')).toHaveValue(title);
    await page.getByLabel('Domaine 1').selectOption({ label: 'Caviste et sommellerie' });
    await page.getByRole('button', { name: 'Enregistrer l’alerte' }).click();
    const alert = page.getByRole('listitem').filter({ hasText: title });
    await expect(alert.getByRole('heading', { name: 'Alerte active' })).toBeVisible();
    await expectAccessible(page);
    await page.reload();
    await expect(page.getByRole('listitem').filter({ hasText: title })).toBeVisible();
  });
});
