import { expect, test } from './fixtures';
import { addDays, todayIso } from '@cep/domain';
import { urls } from '../ports';
import { expectAccessible } from './axe';
import { hydrated } from './hydration';
import { ACCOUNTS, siteSession } from './sessions';

test.describe.configure({ mode: 'serial' });

/**
 * Issue #40 item 6, as an estate and a worker live it: the estate publishes a recruitment day cut into slots (a wrong
 * form refused at its field, nothing lost); a worker finds it from the harvest page on a phone, books a slot, adds it
 * to their calendar (.ics), and the estate sees them on the day's list; the worker cancels, the place reopens.
 */
test('an estate publishes a job-dating day; a worker books a slot, gets the calendar file, cancels', async ({ browser }) => {
  const estate = await (
    await browser.newContext({
      storageState: await siteSession('recruteur'),
      locale: 'fr-FR',
      baseURL: urls.site,
      viewport: { width: 1366, height: 900 },
    })
  ).newPage();
  await estate.goto('/recrutement/offres');
  await estate.getByRole('banner').getByRole('link', { name: 'Job-dating' }).first().click();
  await expect(estate.getByRole('heading', { level: 1 })).toHaveText('Mes journées de job-dating');
  await expectAccessible(estate);
  const publish = await hydrated(estate.getByRole('button', { name: 'Publier la journée' }));
  const titre = `Job-dating e2e ${Date.now()}`;
  await estate.getByLabel('Titre de la journée').fill(titre);
  await estate.getByLabel('Date').fill(addDays(todayIso(), 20));
  await estate.getByLabel('Lieu (adresse du rendez-vous)').fill('Chai principal, Pauillac');
  await estate.getByLabel('Heure de début').fill('14:00');
  await estate.getByLabel('Heure de fin').fill('13:00');
  await publish.click();
  await expect(estate.getByText('L’heure de fin doit suivre l’heure de début.')).toBeVisible();
  await expect(estate.getByLabel('Titre de la journée')).toHaveValue(titre);
  await estate.getByLabel('Heure de fin').fill('16:00');
  await estate.getByLabel('Personnes par créneau').fill('2');
  await publish.click();
  await expect(estate.getByRole('heading', { level: 1 })).toHaveText(titre);
  await expect(estate.getByText('Journée publiée.')).toBeVisible();
  await expect(estate.getByText('14 h – 14 h 30 · 0 / 2')).toBeVisible();
  const dayUrl = new URL(estate.url()).pathname.replace('/recrutement/job-dating/', '/vendanges/job-dating/');

  // The worker, on a phone, from the harvest page.
  const worker = await (
    await browser.newContext({
      storageState: await siteSession('candidat'),
      locale: 'fr-FR',
      baseURL: urls.site,
      viewport: { width: 390, height: 844 },
    })
  ).newPage();
  await worker.goto('/vendanges');
  await worker.getByRole('link', { name: 'Voir les journées de job-dating' }).click();
  await expect(worker.getByRole('heading', { level: 1 })).toHaveText('Job-dating vendanges');
  await expectAccessible(worker);
  await worker.goto(dayUrl);
  await expect(worker.getByRole('heading', { level: 1 })).toHaveText(titre);
  // A retried run finds its booking of the attempt before: cancelled first.
  const cancel = worker.getByRole('button', { name: 'Annuler ma réservation' });
  if (await cancel.isVisible()) await cancel.click();
  await worker.getByRole('button', { name: 'Réserver le créneau de 14 h 30 à 15 h' }).click();
  await expect(worker.getByText('Créneau réservé : un e-mail de confirmation vous est envoyé.')).toBeVisible();
  await expect(worker.getByRole('heading', { name: 'Votre créneau : de 14 h 30 à 15 h.' })).toBeVisible();
  await expectAccessible(worker);
  const calendar = await worker.request.get(`/fichiers/job-dating/${dayUrl.split('/').pop()}/reservation.ics`);
  expect(calendar.headers()['content-type']).toMatch(/^text\/calendar/);
  expect(await calendar.text()).toContain('LOCATION:Chai principal\\, Pauillac');

  await estate.reload();
  await expect(estate.getByText('14 h 30 – 15 h · 1 / 2')).toBeVisible();
  await expect(estate.getByText(ACCOUNTS.candidat)).toBeVisible();
  await expectAccessible(estate);

  await worker.getByRole('button', { name: 'Annuler ma réservation' }).click();
  await expect(worker.getByText('Réservation annulée : la place est de nouveau libre.')).toBeVisible();
  await expect(worker.getByRole('listitem').filter({ hasText: '14 h 30 – 15 h' })).toContainText('2 places');
});
