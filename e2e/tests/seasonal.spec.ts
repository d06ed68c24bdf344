import { expect, test } from './fixtures';
import { urls } from '../ports';
import { expectAccessible } from './axe';
import { hydrated } from './hydration';
import { cms, cmsLogin } from './cms-api';
import { linkFromOutbox } from './outbox';
import { ACCOUNTS, siteSession } from './sessions';

test.describe.configure({ mode: 'serial' });

/** Delmas's online harvest offers the demo candidate has not applied to, and last season's offer. */
async function demoSeason(): Promise<{ invitable: string; pastOffer: string }> {
  const recruiter = await cmsLogin(ACCOUNTS.recruteur);
  const candidate = await cmsLogin(ACCOUNTS.candidat);
  const list = await cms<{ offres: Array<{ id: string; titre: string }> }>(recruiter, 'GET', '/recrutement/saisonniers');
  const appliedTo = new Set<string | null>();
  for (let page = 1, pages = 1; page <= pages; page += 1) {
    const applied = await cms<{ candidatures: Array<{ offre: { id: string | null } }>; pages: number }>(
      candidate,
      'GET',
      `/candidat/candidatures?page=${page}`,
    );
    for (const application of applied.candidatures) appliedTo.add(application.offre.id);
    pages = applied.pages;
  }
  // A retried run finds the offer it applied to: any online harvest offer then (its link says « déjà postulé »).
  const invitable = list.offres.find((offer) => !appliedTo.has(offer.id)) ?? list.offres[0];
  const offers = await cms<{ offres: Array<{ id: string; titre: string }> }>(recruiter, 'GET', '/recrutement/offres?etat=expiree');
  const past = offers.offres.find((offer) => offer.titre.startsWith('Coupeur de raisin — vendanges'));
  if (!invitable || !past) throw new Error('the demo season is missing');
  return { invitable: invitable.titre, pastOffer: past.id };
}

/**
 * Issue #40 item 5, as an estate and a worker live it: the estate records last season on the offer's review page,
 * finds its workers in « Mes saisonniers », ticks the demo candidate and invites them to this season's offer; the
 * worker opens the e-mail's link on a phone, without logging in, and applies in one click; in their account they read
 * what the estate recorded of them.
 */
test('the estate records the season, invites a worker back, who applies in one click', async ({ browser }) => {
  const season = await demoSeason();
  const estate = await (
    await browser.newContext({
      storageState: await siteSession('recruteur'),
      locale: 'fr-FR',
      baseURL: urls.site,
      viewport: { width: 1366, height: 900 },
    })
  ).newPage();
  await estate.goto(`/recrutement/offre/candidature/${season.pastOffer}`);
  await estate.getByRole('link', { name: 'Faire le bilan de la saison' }).click();
  await expect(estate.getByRole('heading', { level: 1 })).toHaveText(/^Bilan de la saison : Coupeur de raisin — vendanges \d{4}$/);
  await expectAccessible(estate);
  const kowalski = estate.getByRole('article', { name: 'Piotr Kowalski' });
  // The demo recorded « Ne s’est pas présenté »; a retried run finds this run's change.
  await expect(
    kowalski.getByRole('radio', { name: /^(Ne s’est pas présenté|Parti avant la fin)$/ }).and(kowalski.locator(':checked')),
  ).toHaveCount(1);
  const save = await hydrated(kowalski.getByRole('button', { name: 'Enregistrer le bilan de Piotr Kowalski' }));
  await kowalski.getByRole('radio', { name: 'Parti avant la fin' }).check();
  await save.click();
  await expect(kowalski.getByText('Bilan enregistré.')).toBeVisible();

  await estate.getByRole('banner').getByRole('link', { name: 'Mes saisonniers' }).first().click();
  await expect(estate.getByRole('heading', { level: 1 })).toHaveText('Mes saisonniers');
  await expect(estate.getByRole('article', { name: 'Piotr Kowalski' })).toContainText('Parti avant la fin');
  await estate.getByLabel('Seulement les saisonniers à reprendre').check();
  await estate.getByRole('button', { name: 'Filtrer' }).click();
  await expect(estate.getByRole('article', { name: 'Piotr Kowalski' })).toHaveCount(0);
  const lucas = estate.getByRole('article', { name: 'Lucas Martin' });
  await expect(lucas).toContainText('À reprendre');
  await expectAccessible(estate);
  const send = await hydrated(estate.getByRole('button', { name: 'Envoyer les invitations' }));
  await lucas.getByLabel('Choisir Lucas Martin').check();
  // Without an offer: said at the field, the tick kept.
  await send.click();
  await expect(estate.getByText('Choisissez l’offre à laquelle inviter les saisonniers cochés.')).toBeVisible();
  await expect(lucas.getByLabel('Choisir Lucas Martin')).toBeChecked();
  await estate.getByLabel('Offre de vendanges').selectOption({ label: season.invitable });
  await send.click();
  // A retried run finds the invitation of the attempt before it: once per offer.
  await expect(
    estate.getByText(/^(1 invitation envoyée par e-mail\.|0 invitation envoyée par e-mail\. 1 saisonnier l’avait déjà reçue\.)$/),
  ).toBeVisible();

  const link = await linkFromOutbox(ACCOUNTS.candidat, /vous propose de revenir pour les vendanges : /, urls.site);
  const worker = await (await browser.newContext({ locale: 'fr-FR', viewport: { width: 390, height: 844 } })).newPage();
  await worker.goto(link);
  await expect(worker.getByRole('heading', { level: 1 })).toHaveText('Revenir pour les vendanges');
  await expect(worker.getByText(`vous propose de revenir cette saison pour « ${season.invitable} ».`)).toContainText('Delmas');
  await expectAccessible(worker);
  const apply = worker.getByRole('button', { name: 'Je postule' });
  if (await apply.isVisible()) {
    await hydrated(apply);
    await worker.getByLabel('Téléphone', { exact: true }).fill('12');
    await apply.click();
    await expect(worker.getByLabel('Téléphone', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(worker.getByLabel('Votre message au recruteur')).toHaveValue('Je reviens volontiers pour cette saison.');
    await worker.getByLabel('Téléphone', { exact: true }).fill('06 12 34 56 78');
    await apply.click();
    await expect(worker.getByRole('status')).toHaveText(/^Votre candidature est envoyée à .*Delmas.*\. L’équipe vous recontacte\.$/);
  } else {
    await expect(worker.getByRole('status')).toHaveText('Vous avez déjà postulé à cette offre.');
  }

  const candidate = await (
    await browser.newContext({ storageState: await siteSession('candidat'), locale: 'fr-FR', baseURL: urls.site })
  ).newPage();
  await candidate.goto('/candidat/candidatures');
  const mine = candidate.getByRole('region', { name: 'Ce que les employeurs ont noté de vos saisons' });
  // Named after the company that signed the offer: Delmas's subsidiary.
  await expect(mine).toContainText('Domaine Delmas Bourgogne');
  await expect(mine).toContainText('Présent toute la saison');
  await expect(candidate.getByText(season.invitable).first()).toBeVisible();
  await expectAccessible(candidate);
});
