import { expect, test } from './fixtures';
import { urls } from '../ports';
import { cms, cmsLogin } from './cms-api';

type Testimonial = { id: string; nom: string; fonction: string; texte: string; ordre: number; actif: boolean };

/**
 * Issue #17, item 6: the site keeps the cms's public reads and drops them when the cms reports a change
 * (cms/src/site-cache/ → site/app/api/revalidation). Only the cms, with the shared secret, may report one.
 */
test('a change made in the backoffice shows on the home page at the next visit', async ({ page }) => {
  await page.goto('/');
  const slider = page.locator('#temoignages-track');
  await expect(slider).toBeVisible();
  const editor = await cmsLogin('editeur@cep.demo');
  const [first] = await cms<Testimonial[]>(editor, 'GET', '/backoffice/testimonials?range=[0,0]');
  const { id, nom, fonction, texte, ordre, actif } = first!;
  const revu = `Recrutée pour les vendanges en trois jours, témoignage revu ${Date.now()}.`;
  await cms(editor, 'PUT', `/backoffice/testimonials/${id}`, { nom, fonction, texte: revu, ordre, actif });
  try {
    // The cms tells the site a moment after the write (writes of 100 ms go in one call): reload until then.
    await expect(async () => {
      await page.reload();
      await expect(slider).toContainText(revu, { timeout: 500 });
    }).toPass();
  } finally {
    await cms(editor, 'PUT', `/backoffice/testimonials/${id}`, { nom, fonction, texte, ordre, actif });
  }
});

test('the revalidation route refuses a caller without the shared secret', async ({ request }) => {
  const body = { tags: ['offres'] };
  expect((await request.post(`${urls.site}/api/revalidation`, { data: body })).status()).toBe(401);
  const forged = await request.post(`${urls.site}/api/revalidation`, { data: body, headers: { 'x-cep-revalidation-secret': 'devine' } });
  expect(forged.status()).toBe(401);
});

test('a public page renders in one piece: a missing offer or article answers 404, not a 200 skeleton', async ({ request }) => {
  expect((await request.get('/offres/offre-inexistante')).status()).toBe(404);
  expect((await request.get('/blog/categorie-inconnue')).status()).toBe(404);
});
