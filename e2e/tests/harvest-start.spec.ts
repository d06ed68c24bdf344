import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { addDays, formatMessage, messages, startMomentText } from '@cep/domain';
import { urls } from '../ports';
import { expectAccessible } from './axe';
import { hydrated } from './hydration';
import { cms, cmsLogin } from './cms-api';
import { linkFromOutbox } from './outbox';
import { ACCOUNTS, siteSession } from './sessions';

test.describe.configure({ mode: 'serial' });

type Headcount = {
  demarrage: { date: string; heure: string; lieu: string } | null;
  compteurs: { presents: number; absents: number; sansReponse: number };
};

/** The demo's harvest offer whose start is confirmed: Delmas's « Porteur de hotte », ten preselected workers. */
async function demoStartOffer(): Promise<{ id: string; titre: string; headcount: Headcount }> {
  const recruiter = await cmsLogin(ACCOUNTS.recruteur);
  const list = await cms<{ offres: Array<{ id: string; titre: string }> }>(recruiter, 'GET', '/recrutement/offres?etat=publiee');
  const offer = list.offres.find((card) => card.titre.startsWith('Porteur de hotte'));
  if (!offer) throw new Error('the demo harvest offer is missing');
  const headcount = await cms<Headcount>(recruiter, 'GET', `/recrutement/offre/demarrage/${offer.id}`);
  return { ...offer, headcount };
}

/** One of the headcount's three figures, as the page shows it. */
const figure = (page: Page, label: string) =>
  page.getByRole('region', { name: 'Qui sera là' }).locator('div', { hasText: label }).locator('dd');

/**
 * Issue #40 item 2, as an estate and a worker live it: the estate reads who will be there against the positions; the
 * worker opens the e-mail's link on a phone, without logging in, and answers in one click; the estate's open page
 * counts it without a reload; a wrong form is refused at its field; the chase says why nobody is chased yet; moving
 * the day asks everyone again, and the worker's page opened before says the start changed.
 */
test('the estate confirms the start, the worker answers from the e-mail, the headcount follows', async ({ browser }) => {
  const offer = await demoStartOffer();
  const before = offer.headcount.compteurs;
  expect(offer.headcount.demarrage).not.toBeNull();

  const estate = await (
    await browser.newContext({
      storageState: await siteSession('recruteur'),
      locale: 'fr-FR',
      baseURL: urls.site,
      viewport: { width: 1366, height: 900 },
    })
  ).newPage();
  await estate.goto(`/recrutement/offre/candidature/${offer.id}`);
  const box = estate.getByRole('region', { name: 'Vendanges : démarrage' });
  await expect(box).toContainText('Démarrage confirmé');
  await box.getByRole('link', { name: 'Voir qui sera là' }).click();
  await expect(estate.getByRole('heading', { level: 1 })).toHaveText(`Démarrage des vendanges : ${offer.titre}`);
  await expect(figure(estate, 'Présents')).toHaveText(String(before.presents));
  await expect(figure(estate, 'Sans réponse')).toHaveText(String(before.sansReponse));
  await expectAccessible(estate);

  // The demo candidate, preselected on this offer, answers from the e-mail on a phone.
  const link = await linkFromOutbox(ACCOUNTS.candidat, /^Vendanges : /, urls.site);
  const worker = await (await browser.newContext({ locale: 'fr-FR', viewport: { width: 390, height: 844 } })).newPage();
  await worker.goto(link);
  await expect(worker.getByRole('heading', { level: 1 })).toHaveText('Démarrage des vendanges');
  const start = offer.headcount.demarrage!;
  await expect(worker.getByText(startMomentText(start.date, start.heure))).toBeVisible();
  await expect(worker.getByText(start.lieu)).toBeVisible();
  await expectAccessible(worker);
  // A retried run finds the answer of the attempt before it: counted once all the same.
  const already = (await worker.getByRole('button', { name: 'Je serai là' }).getAttribute('aria-pressed')) === 'true';
  await worker.getByRole('button', { name: 'Je serai là' }).click();
  await expect(worker.getByRole('status')).toHaveText('Merci, votre réponse est enregistrée.');
  await expect(worker.getByText('Votre réponse : « Je serai là ».')).toBeVisible();
  await expect(worker.getByRole('button', { name: 'Je serai là' })).toHaveAttribute('aria-pressed', 'true');

  // The estate's page, left open, counts the answer without a reload.
  await expect(figure(estate, 'Présents')).toHaveText(String(before.presents + (already ? 0 : 1)));
  await estate.getByRole('link', { name: /^Présents · / }).click();
  await expect(estate.getByRole('list').filter({ hasText: 'Lucas Martin' })).toContainText('Je serai là');

  // Nobody to chase: each was told less than 12 hours ago.
  await estate.getByRole('button', { name: 'Relancer ceux qui n’ont pas répondu' }).click();
  await expect(estate.getByText(formatMessage('demarrageAucuneRelance', { heures: 12 }))).toBeVisible();

  // A wrong form is refused at its field, nothing lost.
  const place = await hydrated(estate.getByLabel('Lieu du rendez-vous'));
  await place.fill(' ');
  await estate.getByRole('button', { name: /^Envoyer les précisions/ }).click();
  await expect(place).toHaveAttribute('aria-invalid', 'true');
  await expect(estate.getByText(messages.champObligatoire)).toBeVisible();

  // The grapes are late: two days later. Everyone is asked again.
  const later = addDays(start.date, 2);
  await place.fill(start.lieu);
  await estate.getByLabel('Jour du démarrage').fill(later);
  // Said before the click: a move asks everyone again.
  await expect(estate.getByText('Le jour ou l’heure change : toutes les réponses repartent de zéro')).toBeVisible();
  const preselected = before.presents + before.absents + before.sansReponse;
  await estate.getByRole('button', { name: `Déplacer le démarrage et redemander à chacun (${preselected})` }).click();
  await expect(
    estate.getByText(`${preselected} saisonniers prévenus par e-mail. Le jour ou l’heure a changé : leurs réponses repartent de zéro.`),
  ).toBeVisible();
  await expect(figure(estate, 'Présents')).toHaveText('0');
  await expect(figure(estate, 'Sans réponse')).toHaveText(String(preselected));
  await expect(estate.getByRole('region', { name: 'Qui sera là' })).toContainText(startMomentText(later, start.heure));

  // The worker's page, opened before the move, does not answer for a day it did not show.
  await worker.getByRole('button', { name: 'Je ne peux plus venir' }).click();
  await expect(worker.getByRole('status')).toHaveText(
    'Le démarrage a changé depuis l’ouverture de cette page : voici le nouveau. Répondez de nouveau.',
  );
  await expect(worker.getByText(startMomentText(later, start.heure))).toBeVisible();
  await expect(figure(estate, 'Absents')).toHaveText('0');
});
