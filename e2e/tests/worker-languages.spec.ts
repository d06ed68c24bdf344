import { expect, test } from './fixtures';
import { ES_OFFER_WORDS } from '@cep/domain';
import { es } from '../../site/lib/i18n/es';
import { urls } from '../ports';
import { expectAccessible } from './axe';
import { cms, cmsLogin } from './cms-api';
import { hydrated } from './hydration';
import { linkFromOutbox } from './outbox';
import { ACCOUNTS, PASSWORD } from './sessions';
import { ATTEMPT } from './unique';

type Offer = { id: string; titre: string; traductions: Partial<Record<'es', { titre: string }>> };
type Headcount = { demarrage: { date: string; heure: string; lieu: string } | null };

/** The demo's harvest offer whose start is confirmed (Delmas's « Porteur de hotte »), as the public reads it. */
async function demoHarvestOffer(): Promise<Offer & Headcount> {
  const recruiter = await cmsLogin(ACCOUNTS.recruteur);
  const list = await cms<{ offres: Array<{ id: string; titre: string }> }>(recruiter, 'GET', '/recrutement/offres?etat=publiee');
  const card = list.offres.find((offer) => offer.titre.startsWith('Porteur de hotte'));
  if (!card) throw new Error('the demo harvest offer is missing');
  const offer = (await (await fetch(`${urls.cms}/api/offres/${card.id}`)).json()) as { data: Offer };
  const headcount = await cms<Headcount>(recruiter, 'GET', `/recrutement/offre/demarrage/${card.id}`);
  return { ...offer.data, ...headcount };
}

/**
 * Issue #41, done when: a Spanish-speaking worker on a phone, new to Cep, finds a harvest offer, reads it in Spanish,
 * signs up and applies without a CV (with their Spanish number), is preselected, receives the start in Spanish and
 * answers it; the service worker shows the start's notification. (Chromium's own push service cannot be reached
 * here: cms/tests/push.test.ts signs the request to a stand-in.)
 */
test('a Spanish worker finds, reads, applies and answers the start in Spanish', async ({ browser }) => {
  const offer = await demoHarvestOffer();
  const spanishTitle = offer.traductions.es?.titre ?? '';
  expect(spanishTitle).not.toBe('');
  const context = await browser.newContext({
    locale: 'es-ES',
    baseURL: urls.site,
    viewport: { width: 390, height: 844 },
    permissions: ['notifications'],
  });
  const page = await context.newPage();

  // The browser says Spanish: the harvest page answers at its Spanish address.
  await page.goto('/vendanges');
  await expect(page).toHaveURL(/\/es\/vendanges$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(es.harvestLanding.title);
  await expect(page.locator('link[rel="alternate"][hreflang="fr"]')).toHaveAttribute('href', /\/vendanges$/);
  await expectAccessible(page);

  // The search, then the offer, in Spanish.
  await page.getByRole('link', { name: /^Ver / }).first().click();
  await expect(page).toHaveURL(/\/es\/offres\?vendanges=1/);
  await page.getByRole('link', { name: spanishTitle }).first().click();
  await expect(page).toHaveURL(new RegExp(`/es/offres/${offer.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(spanishTitle);
  await expect(page.getByText(es.languages.translatedBy)).toBeVisible();
  await expect(page.getByRole('heading', { name: ES_OFFER_WORDS.page.season })).toBeVisible();
  await page.getByText(es.languages.readInFrench).click();
  await expect(page.getByRole('heading', { name: offer.titre })).toBeVisible();
  await expectAccessible(page);

  // A visitor: « Inscribirse » asks to log in, and from there to create an account, in Spanish.
  await page.getByRole('link', { name: es.offer.apply, exact: true }).first().click();
  const login = page.getByRole('dialog', { name: es.login.title });
  await expect(login).toBeVisible();
  await login.getByRole('link', { name: es.login.createAccount }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(es.signup.forms.candidat.title);
  const email = `temporero.${ATTEMPT}@cep.test`;
  await (await hydrated(page.getByLabel(es.signup.prenom))).fill('Javier');
  await page.getByLabel(es.signup.nom).fill('Ruiz');
  await page.getByLabel(es.signup.email).fill(email);
  await page.getByLabel(es.signup.password, { exact: true }).fill(PASSWORD);
  await page.getByLabel(es.signup.passwordConfirm, { exact: true }).fill(PASSWORD);
  await expectAccessible(page);
  await page.getByRole('button', { name: es.signup.submit }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(es.signup.successTitle);
  await page.getByRole('link', { name: es.signup.continue }).click();
  await expect(page).toHaveURL(new RegExp(`/es/offres/${offer.id}$`));

  // Without a CV: a Spanish number is a number; a wrong one is refused in Spanish at its field.
  await page.getByRole('link', { name: es.apply.expressTitle }).first().click();
  const dialog = page.getByRole('dialog', { name: es.apply.expressTitle });
  await expect(dialog).toBeVisible();
  await (await hydrated(dialog.getByLabel(es.apply.disponibleDu))).fill('2027-09-01');
  await dialog.getByLabel(es.apply.disponibleAu, { exact: true }).fill('2027-09-30');
  await dialog.getByLabel(es.apply.telephone, { exact: true }).fill('12');
  await dialog.getByLabel(es.apply.message).fill('Tres vendimias en La Rioja, disponible todo septiembre.');
  await dialog.getByRole('button', { name: es.apply.expressSend }).click();
  await expect(dialog.getByText(es.messages.telephoneTravailleurInvalide)).toBeVisible();
  await expectAccessible(page);
  await dialog.getByLabel(es.apply.telephone, { exact: true }).fill('+34 612 345 678');
  await dialog.getByRole('button', { name: es.apply.expressSend }).click();
  await expect(page).toHaveURL(/\/candidat\/candidatures\?envoyee=/);
  await expect(page.getByText(es.messages.candidatureEnvoyee)).toBeVisible();
  // The applications page is French: the whole frame changed with it (a full load), not only the page's body.
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('navigation', { name: 'Langue' }).getByRole('link', { name: 'Español' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expect(page.getByText(es.languages.frenchOnly)).toBeVisible();

  // The estate preselects Javier: the start already confirmed reaches him in Spanish.
  const recruiter = await cmsLogin(ACCOUNTS.recruteur);
  const applications = await cms<{ candidatures: Array<{ id: string; candidat: { email: string; telephone: string | null } }> }>(
    recruiter,
    'GET',
    `/recrutement/offre/candidature/${offer.id}?searchCandidat=${encodeURIComponent('Ruiz')}`,
  );
  const mine = applications.candidatures.find((application) => application.candidat.email === email);
  expect(mine?.candidat.telephone).toBe('+34612345678');
  await cms(recruiter, 'POST', `/recrutement/offre/candidature/changestatus/${mine!.id}/1`);
  const link = await linkFromOutbox(email, /^Vendimia: comienzo/, urls.site);

  const start = offer.demarrage!;
  await page.goto(link);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(es.startAnswer.title);
  await expect(page.getByText(ES_OFFER_WORDS.harvest.startMoment(start.date, start.heure))).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: ES_OFFER_WORDS.harvest.startAnswers.present }).click();
  await expect(page.getByRole('status')).toHaveText(es.startAnswer.thanks);
  await expect(page.getByRole('button', { name: ES_OFFER_WORDS.harvest.startAnswers.present })).toHaveAttribute('aria-pressed', 'true');

  // The installed app: its worker is there, and shows the start as the push would bring it.
  await expect.poll(() => page.evaluate(async () => Boolean((await navigator.serviceWorker.ready).active))).toBe(true);
  const shown = await page.evaluate(async (title) => {
    const registration = await navigator.serviceWorker.ready;
    registration.active?.postMessage({
      type: 'afficher',
      notification: { title, body: 'Comienzo confirmado', url: '/candidat/candidatures' },
    });
    for (let i = 0; i < 50; i += 1) {
      const notifications = await registration.getNotifications();
      if (notifications.length) return notifications.map((n) => n.title);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return [];
  }, `Vendimia: ${offer.titre}`);
  expect(shown).toEqual([`Vendimia: ${offer.titre}`]);

  // Links inside the Spanish pages keep the language; a link out of the path loads the French page whole.
  await page.goto(`/es/offres/${offer.id}`);
  await page.getByRole('link', { name: es.offer.back }).click();
  await expect(page).toHaveURL(/\/es\/offres$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.getByRole('link', { name: es.nav.accueil }).click();
  await expect(page).toHaveURL(new RegExp(`${urls.site}/$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

  // The switch: back to French, kept, and the offer's French address is French again.
  await page.goto(`/es/offres/${offer.id}`);
  await page.getByRole('navigation', { name: es.languages.switchLabel }).getByRole('link', { name: 'Français' }).click();
  await expect(page).toHaveURL(new RegExp(`/offres/${offer.id}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(offer.titre);
  await context.close();
});

/** Crawlers send no language, French readers French: the spec's addresses stay French, and say their alternates. */
test('a French reader and a crawler get French at the spec’s addresses', async ({ browser }) => {
  const crawler = await fetch(`${urls.site}/offres`, { redirect: 'manual' });
  expect(crawler.status).toBe(200);
  const spanish = await fetch(`${urls.site}/offres?vendanges=1`, { redirect: 'manual', headers: { 'Accept-Language': 'es-ES,es;q=0.9' } });
  expect(spanish.status).toBe(307);
  expect(spanish.headers.get('location')).toMatch(/\/es\/offres\?vendanges=1$/);
  const sitemap = await (await fetch(`${urls.site}/sitemaps/pl.xml`)).text();
  expect(sitemap).toContain(`${urls.site}/pl/vendanges`);
  expect(sitemap).toContain('hreflang="x-default"');
  // An offer is in the sitemap of the languages it is written in only (the demo's « Porteur de hotte »: Spanish).
  const spanishOnly = await demoHarvestOffer();
  expect(Object.keys(spanishOnly.traductions)).toEqual(['es']);
  expect(sitemap).not.toContain(`/offres/${spanishOnly.id}`);
  expect(await (await fetch(`${urls.site}/sitemaps/es.xml`)).text()).toContain(`${urls.site}/es/offres/${spanishOnly.id}`);
  expect((await fetch(`${urls.site}/sitemaps/fr.xml`)).status).toBe(404);

  const page = await (await browser.newContext({ locale: 'fr-FR', baseURL: urls.site })).newPage();
  await page.goto('/offres');
  await expect(page).toHaveURL(/\/offres$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.locator('link[rel="alternate"][hreflang="ro"]')).toHaveAttribute('href', /\/ro\/offres$/);
  await page.context().close();
});
