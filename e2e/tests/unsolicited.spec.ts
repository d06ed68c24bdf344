import { expect, test } from './fixtures';
import { urls } from '../ports';
import { expectAccessible } from './axe';
import { hydrated } from './hydration';
import { linkFromOutbox } from './outbox';
import { ACCOUNTS, siteSession } from './sessions';

/** The demo company page of Vignobles Delmas (online in the demo data). */
async function delmasPage(): Promise<string> {
  const plan = (await (await fetch(`${urls.cms}/api/plan/pages`)).json()) as { data: Array<{ type: string; id: string }> };
  for (const entry of plan.data.filter((page) => page.type === 'entreprise')) {
    const page = (await (await fetch(`${urls.cms}/api/entreprises/${entry.id}`)).json()) as { data: { nom: string } };
    if (page.data.nom === 'Vignobles Delmas') return entry.id;
  }
  throw new Error('the demo page of Vignobles Delmas is missing');
}

/**
 * Issue #40 item 4, as a candidate and an estate live it: the candidate writes from the estate's page; the estate finds it in « Candidatures spontanées », searches it and invites the candidate to an online
 * offer; the candidate receives the invitation with its link to apply (the CV file's path: cms/tests/unsolicited.test.ts).
 */
test('a candidate writes to an estate from its page; the estate invites them to an offer', async ({ browser }) => {
  const id = await delmasPage();
  const candidate = await (
    await browser.newContext({ storageState: await siteSession('candidat'), locale: 'fr-FR', baseURL: urls.site })
  ).newPage();
  await candidate.goto(`/entreprises/${id}`);
  await candidate
    .getByRole('region', { name: 'Candidature spontanée' })
    .getByRole('link', { name: 'Envoyer une candidature spontanée' })
    .click();
  await expect(candidate.getByRole('heading', { level: 1 })).toHaveText('Candidature spontanée à Vignobles Delmas');
  await expectAccessible(candidate);
  const send = await hydrated(candidate.getByRole('button', { name: 'Envoyer ma candidature spontanée' }));
  await send.click();
  await expect(candidate.getByLabel('Votre message')).toHaveAttribute('aria-invalid', 'true');
  await candidate
    .getByLabel('Votre message')
    .fill('Caviste et vendangeur, quatre saisons en Gironde : je serais ravi de rejoindre vos équipes.');
  await candidate.getByLabel('Téléphone (facultatif, 10 chiffres)').fill('06 98 76 54 32');
  // The demo candidate has no CV file in the profile: the application goes with the message and the phone.
  await expect(candidate.getByText('Sans CV en fichier dans votre profil')).toBeVisible();
  await send.click();
  // A retried run finds its first send: one per page.
  await expect(
    candidate.getByText(
      /^(Votre candidature spontanée est envoyée à Vignobles Delmas\.|Vous avez déjà envoyé une candidature spontanée à cette entreprise\.)$/,
    ),
  ).toBeVisible();

  const estate = await (
    await browser.newContext({ storageState: await siteSession('recruteur'), locale: 'fr-FR', baseURL: urls.site })
  ).newPage();
  await estate.goto('/recrutement/offres');
  await estate.getByRole('banner').getByRole('link', { name: 'Candidatures spontanées' }).first().click();
  await expect(estate.getByRole('heading', { level: 1 })).toHaveText('Candidatures spontanées');
  await estate.getByLabel('Rechercher (nom, métier, message)').fill('Gironde');
  await estate.getByRole('button', { name: 'Rechercher' }).click();
  const card = estate.getByRole('article', { name: 'Lucas Martin' });
  await expect(card).toContainText('Reçue le');
  await expect(card.getByRole('link', { name: '06 98 76 54 32' })).toBeVisible();
  await expectAccessible(estate);
  const select = card.getByLabel('Inviter Lucas Martin à postuler à l’offre');
  const offer = await select.locator('option').nth(1).textContent();
  await select.selectOption({ index: 1 });
  await card.getByRole('button', { name: 'Inviter' }).click();
  await expect(card.getByText(/^(Invitation envoyée par e-mail\.|Ce candidat a déjà été invité à cette offre\.)$/)).toBeVisible();

  const link = await linkFromOutbox(ACCOUNTS.candidat, `Vignobles Delmas vous invite à postuler : ${offer}`, urls.site);
  await candidate.goto(link);
  await expect(candidate).toHaveURL(/\/offres\/[a-z0-9]+\/postuler/);
});
