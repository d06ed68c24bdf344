import { expect, test } from './fixtures';
import { messages } from '@cep/domain';
import { expectAccessible } from './axe';
import { cms, cmsLogin } from './cms-api';
import { ACCOUNTS } from './sessions';

test('a visitor writes to Cep as a candidate; the form says what to fix, then that it was sent', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contacter Cep' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Envoyer' }).click();
  const summary = page.getByRole('alert').filter({ hasText: messages.donneesNonValides });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link', { name: 'Vous êtes' })).toBeVisible();

  await page.getByRole('radio', { name: 'Candidat' }).check();
  await expect(page).toHaveURL(/selected_option=candidat/);
  await page.getByLabel('Prénom').fill('Chloé');
  await page.getByLabel('Nom', { exact: true }).fill('Durand');
  await page.getByLabel('Adresse e-mail').fill(`contact+${Date.now()}@exemple.fr`);
  await page.getByLabel('Message').fill('Bonjour, puis-je postuler à plusieurs offres de vendanges en même temps ?');
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByRole('status').filter({ hasText: messages.messageEnvoye })).toBeVisible();
});

test('a message sent while the connection drops says so inline and keeps what was typed (issue #38 item 4)', async ({ page }) => {
  await page.goto('/contact?selected_option=candidat');
  await page.getByLabel('Prénom').fill('Chloé');
  await page.getByLabel('Nom', { exact: true }).fill('Durand');
  await page.getByLabel('Adresse e-mail').fill('coupure@exemple.fr');
  const text = 'Un message écrit juste avant que le réseau ne tombe.';
  await page.getByLabel('Message').fill(text);
  // The form's server action is a POST to the page: the network drops it.
  await page.route('**/contact*', (route) =>
    route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.fallback(),
  );
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByText(messages.erreurReessayer)).toBeVisible();
  await expect(page.getByLabel('Message')).toHaveValue(text);
  await expect(page.getByRole('heading', { name: 'Une erreur est survenue' })).toHaveCount(0);
});

test.describe('a logged-in candidate', () => {
  test.use({ signedInAs: 'candidat' });

  test('finds the form on their profile with their name and e-mail read-only', async ({ page }) => {
    await page.goto('/load-form-contact?selected_option=ecole');
    await expect(page).toHaveURL(/\/contact\?selected_option=ecole$/);
    await expect(page.getByRole('radio', { name: 'École' })).toBeChecked();
    await expect(page.getByLabel('Adresse e-mail')).toHaveValue('candidat@cep.demo');
    await expect(page.getByLabel('Adresse e-mail')).toHaveAttribute('readonly', '');
    await expectAccessible(page);
  });
});

test('a visitor who arrived from a campaign: the message carries it, and staff see it', async ({ page }) => {
  const campaign = `e2e-${Date.now()}`;
  const email = `campagne+${Date.now()}@exemple.fr`;
  await page.goto(`/offres?utm_source=newsletter&utm_medium=email&utm_campaign=${campaign}`);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).click();
  await page.getByRole('radio', { name: 'Recruteur' }).check();
  await page.getByLabel('Prénom').fill('Anne');
  await page.getByLabel('Nom', { exact: true }).fill('Martin');
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Message').fill('Bonjour, combien coûte une offre de vendanges ?');
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByRole('status').filter({ hasText: messages.messageEnvoye })).toBeVisible();

  const moderator = await cmsLogin(ACCOUNTS.moderateur);
  const filter = encodeURIComponent(JSON.stringify({ q: email }));
  const [message] = await cms<Array<{ campagne: string; profil: string }>>(
    moderator,
    'GET',
    `/backoffice/contact-messages?filter=${filter}`,
  );
  expect(message).toMatchObject({ profil: 'recruteur', campagne: `newsletter / email / ${campaign}` });
  const arrivals = await cms<Array<{ campagne: string }>>(
    moderator,
    'GET',
    `/backoffice/campaigns?filter=${encodeURIComponent(JSON.stringify({ q: campaign }))}`,
  );
  expect(arrivals).toHaveLength(1);
});
