import { expect, test } from './fixtures';
import { urls } from '../ports';
import { expectAccessible } from './axe';
import { hydrated } from './hydration';
import { smsFromOutbox } from './outbox';
import { siteSession } from './sessions';

/**
 * Issue #41 item 5, as a worker lives it on a phone: in « Mon compte » › Préférences they give their Spanish mobile
 * number, receive a code by SMS (the e2e stack's SMS outbox), a wrong code is refused at its field, the right one turns
 * urgent SMS on; « Arrêter les SMS » turns them off.
 */
test('a worker turns urgent SMS on with the code sent to their phone, then off', async ({ browser }) => {
  const page = await (
    await browser.newContext({
      storageState: await siteSession('candidat'),
      locale: 'fr-FR',
      baseURL: urls.site,
      viewport: { width: 390, height: 844 },
    })
  ).newPage();
  await page.goto('/mon-compte?onglet=preferences');
  const section = page.getByRole('region', { name: 'SMS urgents' });
  await expect(section).toContainText('Pour ce qui ne peut pas attendre');
  // A retried run finds the SMS of the attempt before it on: off first.
  const stop = section.getByRole('button', { name: 'Arrêter les SMS' });
  if (await stop.isVisible()) {
    await hydrated(stop);
    await stop.click();
  }
  const send = await hydrated(section.getByRole('button', { name: /^(Recevoir un code par SMS|Envoyer un nouveau code)$/ }));
  await section.getByLabel(/^(Numéro de portable|Un autre numéro)$/).fill('05 56 00 00 00');
  await send.click();
  await expect(section.getByLabel(/^(Numéro de portable|Un autre numéro)$/)).toHaveAttribute('aria-invalid', 'true');
  await section.getByLabel(/^(Numéro de portable|Un autre numéro)$/).fill('+34 612 345 678');
  const since = new Date().toISOString();
  const answered = page.waitForResponse(
    (response) => response.request().method() === 'POST' && 'next-action' in response.request().headers(),
  );
  await section.getByRole('button', { name: /^(Recevoir un code par SMS|Envoyer un nouveau code)$/ }).click();
  await answered;
  await expect(section.getByRole('status')).toHaveText('Un code a été envoyé au +34612345678 : saisissez-le pour recevoir les SMS.');
  // A retried run within the minute is refused a new code (one a minute): the code of the attempt before stands.
  const tooSoon = await section.getByText('Un code vient d’être envoyé : attendez une minute avant d’en demander un autre.').isVisible();
  const sms = await smsFromOutbox('+34612345678', /code de confirmation/, tooSoon ? '' : since);
  const code = sms.match(/\b(\d{6})\b/)?.[1] ?? '';
  await section.getByLabel('Code reçu par SMS (6 chiffres)').fill(code === '000000' ? '111111' : '000000');
  await section.getByRole('button', { name: 'Confirmer' }).click();
  await expect(section.getByText('Ce code ne correspond pas. Vérifiez le dernier SMS reçu.')).toBeVisible();
  await expect(section.getByLabel('Code reçu par SMS (6 chiffres)')).toHaveValue(code === '000000' ? '111111' : '000000');
  await section.getByLabel('Code reçu par SMS (6 chiffres)').fill(code);
  await section.getByRole('button', { name: 'Confirmer' }).click();
  await expect(section.getByRole('status')).toHaveText('Les SMS urgents arrivent au +34612345678.');
  await expectAccessible(page);
  await section.getByRole('button', { name: 'Arrêter les SMS' }).click();
  await expect(section.getByRole('status')).toHaveText('Vous ne recevez pas de SMS.');
});
