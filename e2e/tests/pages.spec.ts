import path from 'node:path';
import { expect, test } from './fixtures';
import { expectAccessible } from './axe';
import { cms, cmsLogin } from './cms-api';
import { hydrated } from './hydration';
import { ACCOUNTS } from './sessions';

/**
 * Issue #14 items 1–3 as users would: a school takes its page back to draft, fills it with a brochure and a
 * photo, publishes it and adds an event that the agenda shows; a recruiter meets the draft/online buttons, a
 * refused toggle that goes back, publishes the company page, and a candidate reaches it from an offer.
 */
test.describe.configure({ mode: 'serial' });

const fixture = (name: string) => path.join(__dirname, '../../test-fixtures', name);
const EVENT = 'Salon des métiers du vin (test)';

test.describe('a school', () => {
  test.use({ signedInAs: 'ecole' });

  test('fills its page with a brochure and a photo, publishes it and adds an event shown in the agenda', async ({ page }) => {
    // Retry-safe: the photos and the event of an earlier attempt go first.
    const jwt = await cmsLogin(ACCOUNTS.ecole);
    const before = await cms<{ images: { photos: string[] }; evenements: Array<{ id: string; titre: string }> }>(jwt, 'GET', '/ecole/page');
    for (let i = before.images.photos.length; i > 0; i -= 1) await cms(jwt, 'DELETE', '/ecole/page/delete/photo/0');
    for (const event of before.evenements.filter((e) => e.titre === EVENT)) await cms(jwt, 'DELETE', `/ecole/delete/${event.id}`);
    await cms(jwt, 'POST', '/ecole/enLigne/0');

    await page.goto('/ecole/page');
    await expect(page.getByRole('heading', { name: 'Ma page école', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'publier ma page école' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'enregistrer le brouillon' })).toBeVisible();
    await expectAccessible(page);

    await page.getByLabel('Plaquette (PDF, 2 Mo au plus)').setInputFiles(fixture('photo.jpg'));
    await expect(page.getByText('Selectionner un fichier pdf')).toBeVisible();
    await expect(page.getByText('photo.jpg', { exact: true })).toHaveCount(0);
    await page.getByLabel('Plaquette (PDF, 2 Mo au plus)').setInputFiles(fixture('cv.pdf'));
    await expect(page.getByText('Plaquette enregistrée.')).toBeVisible();
    // Sent: the input is empty again, and says so.
    await expect(page.getByText('cv.pdf', { exact: true })).toHaveCount(0);
    await page.getByLabel('Photos (3 au plus)').setInputFiles(fixture('photo.jpg'));
    await expect(page.getByRole('img', { name: 'Photo 1' })).toBeVisible();

    await page.getByLabel('Frais de scolarité').fill('Gratuit en apprentissage');
    await page.getByRole('button', { name: 'publier ma page école' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Votre page a bien été enregistrée.' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'enregistrer les modifications' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'enregistrer le brouillon' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Ajouter un événement' }).click();
    await page.getByLabel('Titre').fill(EVENT);
    await page.getByRole('combobox', { name: 'Lieu' }).fill('Bordeaux');
    await page.getByLabel('Date de début').fill('2099-10-08');
    await page.getByLabel('Date de fin').fill('2099-10-07');
    await page.getByRole('button', { name: 'Enregistrer l’événement' }).click();
    await expect(page.getByText('La date de fin ne doit pas être antérieure à celle de début.')).toBeVisible();
    await page.getByLabel('Date de fin').fill('2099-10-09');
    await page.getByRole('button', { name: 'Enregistrer l’événement' }).click();
    await expect(page.getByText('Du 8 octobre 2099 au 9 octobre 2099')).toBeVisible();

    await page.getByRole('link', { name: 'Voir la page publique' }).click();
    await expect(page.getByRole('heading', { name: 'Campus Vigne et Vin de Blanquefort', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Télécharger la plaquette (PDF)' })).toBeVisible();
    await expect(page.getByRole('heading', { name: EVENT })).toBeVisible();
    // The video loads nothing from its host until played.
    await expect(page.locator('iframe')).toHaveCount(0);
    await page.getByRole('button', { name: /Lire la vidéo/ }).click();
    await expect(page.locator('iframe[src^="https://www.youtube-nocookie.com/embed/"]')).toHaveCount(1);
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as Record<string, unknown>;
    expect(ld).toMatchObject({ '@type': 'EducationalOrganization', name: 'Campus Vigne et Vin de Blanquefort' });
    await expectAccessible(page);

    await page.goto('/evenements');
    const card = page.getByRole('article').filter({ hasText: EVENT });
    await expect(card.getByRole('link', { name: 'Campus Vigne et Vin de Blanquefort' })).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('a recruiter', () => {
  test.use({ signedInAs: 'recruteur' });

  test('goes back to draft, meets a refused toggle, publishes the company page again', async ({ page }) => {
    // Retry-safe: the page starts online with its presentation, whatever an earlier attempt left.
    const jwt = await cmsLogin(ACCOUNTS.recruteur);
    const form = await cms<{ id: string; valeurs: Record<string, string | boolean> }>(jwt, 'GET', '/load-form-info-entreprise');
    const presentation = String(form.valeurs.description) || 'Propriété familiale de 60 hectares sur les côtes de Saint-Émilion.';
    await cms(jwt, 'PUT', `/recrutement/page-entreprise/${form.id}`, { ...form.valeurs, description: presentation, publier: true });

    await page.goto('/recrutement/page-entreprise');
    const online = await hydrated(page.getByLabel('Page en ligne'));
    await expect(online).toBeChecked();
    await expect(page.getByRole('button', { name: 'enregistrer les modifications' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'enregistrer le brouillon' })).toHaveCount(0);
    await expectAccessible(page);

    await online.uncheck();
    await expect(page.getByRole('button', { name: 'publier ma page entreprise' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'enregistrer le brouillon' })).toBeVisible();

    // A draft may lose its presentation; going online then is refused and the switch goes back.
    const description = page.getByLabel('Présentation');
    const text = await description.inputValue();
    await description.fill('');
    await page.getByRole('button', { name: 'enregistrer le brouillon' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Votre page a bien été enregistrée.' })).toBeVisible();
    // A click, not `check()`: the page refuses the switch and puts it back, which `check()` reads as a failed click
    // when the page is quick enough.
    await online.click();
    const summary = page.getByRole('alert').filter({ hasText: 'Pour mettre la page en ligne, complétez :' });
    await expect(summary).toBeVisible();
    await expect(summary.getByRole('link', { name: 'Présentation' })).toBeVisible();
    await expect(online).not.toBeChecked();
    await expect(summary).toBeFocused();

    await description.fill(text);
    await expect(summary.getByRole('link', { name: 'Présentation' })).toHaveCount(0);
    await page.getByRole('button', { name: 'publier ma page entreprise' }).click();
    await expect(page.getByRole('button', { name: 'enregistrer les modifications' })).toBeVisible();
    await expect(online).toBeChecked();
  });
});

test.describe('a candidate', () => {
  test.use({ signedInAs: 'candidat' });

  test('reaches the company page from one of its offers', async ({ page }) => {
    const recruiter = await cmsLogin(ACCOUNTS.recruteur);
    const main = await cms<{ id: string }>(recruiter, 'GET', '/load-form-info-entreprise');
    await cms(recruiter, 'POST', `/recrutement/enLigne/${main.id}/1`);
    await page.goto(`/entreprises/${main.id}`);
    await expect(page.getByRole('heading', { name: 'Vignobles Delmas', level: 1 })).toBeVisible();
    await expectAccessible(page);
    const offers = page.getByRole('region', { name: 'Offres en ligne' });
    await offers.getByRole('link').first().click();
    await page.getByRole('link', { name: 'Découvrir Vignobles Delmas' }).click();
    await expect(page).toHaveURL(new RegExp(`/entreprises/${main.id}$`));
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as Record<string, unknown>;
    expect(ld).toMatchObject({ '@type': 'Organization', name: 'Vignobles Delmas' });
  });
});
