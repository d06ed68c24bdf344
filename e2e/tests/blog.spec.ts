import { expect, test } from './fixtures';
import { messages } from '@cep/domain';
import { urls } from '../ports';
import { expectAccessible } from './axe';
import { cms, cmsLogin } from './cms-api';
import { ACCOUNTS, backofficePage, PASSWORD } from './sessions';
import { ATTEMPT } from './unique';

test('a visitor reads the blog by category, opens an article, and is asked to log in to like it', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Navigation principale' }).first().getByRole('link', { name: 'Blog' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Le blog de la vigne et du vin' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('navigation', { name: 'Catégories' }).getByRole('link', { name: 'Vendanges' }).click();
  await expect(page).toHaveURL(/\/blog\/vendanges$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Vendanges' })).toBeVisible();
  // Delmas's article waits for review: only Cep's is public.
  await expect(page.getByRole('link', { name: 'Rejoindre les Vignobles Delmas pour les vendanges' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Vendanges 2027 : comment trouver une place dès le printemps' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Vendanges 2027 : comment trouver une place dès le printemps' })).toBeVisible();
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}');
  expect(ld).toMatchObject({ '@type': 'Article', author: { name: 'La rédaction Cep' }, publisher: { name: 'Cep' } });
  await expectAccessible(page);

  const articleUrl = page.url();
  await page.getByRole('button', { name: /J’aime cet article/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Connexion' });
  await expect(dialog.getByText('Connectez-vous pour aimer cet article.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: /J’aime cet article/ })).toBeFocused();

  // Logged in from the same popup, the visitor is back on the article and likes it.
  await page.getByRole('button', { name: /J’aime cet article/ }).click();
  await dialog.getByLabel('Adresse e-mail').fill(ACCOUNTS.candidat);
  await dialog.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(articleUrl);
  const like = page.getByRole('button', { name: /J’aime cet article/ });
  await expect(page.getByRole('banner').getByRole('link', { name: 'Mon compte' })).toBeVisible();
  if ((await like.getAttribute('aria-pressed')) === 'true') await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await page.context().clearCookies();

  await page.goto('/blog?q=alternance');
  await expect(page.getByRole('link', { name: 'L’alternance en viticulture-œnologie, mode d’emploi' })).toBeVisible();
  await expect(page.getByText('2 articles', { exact: true })).toBeVisible();
});

test.describe('a candidate', () => {
  test.use({ signedInAs: 'candidat' });

  test('likes an article and takes the like back', async ({ page }) => {
    await page.goto('/blog/metiers-du-vin');
    await page.getByRole('link', { name: 'Caviste, maître de chai, chef de culture : trois métiers qui recrutent' }).click();
    const like = page.getByRole('button', { name: /J’aime cet article/ });
    await expect(like).toBeEnabled();
    if ((await like.getAttribute('aria-pressed')) === 'true') await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    const before = Number((await like.textContent())?.replace(/\D/g, ''));
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(like).toHaveText(new RegExp(String(before + 1)));
    await page.reload();
    await expect(page.getByRole('button', { name: /J’aime cet article/ })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: /J’aime cet article/ }).click();
    await expect(page.getByRole('button', { name: /J’aime cet article/ })).toHaveText(new RegExp(String(before)));
  });
});

test.describe('a recruiter', () => {
  test.use({ signedInAs: 'recruteur' });

  test('writes a draft with the editor, sees it in the list, and deletes it', async ({ page }) => {
    await page.goto('/recrutement/offres');
    await page.getByRole('navigation', { name: 'Mon espace' }).getByRole('link', { name: 'Mon blog' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mon blog' })).toBeVisible();
    await expect(page.getByText('En attente de validation par Cep').first()).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Écrire un article' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Nouvel article' })).toBeVisible();
    const editor = page.getByRole('textbox', { name: 'Texte de l’article' });
    await expect(editor).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Publier' }).click();
    const summary = page.getByRole('alert').filter({ hasText: messages.donneesNonValides });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link', { name: 'Titre' })).toBeVisible();

    const title = `Journal de cave ${Date.now()}`;
    await page.getByRole('textbox', { name: 'Titre', exact: true }).fill(title);
    await editor.click();
    await page.getByRole('button', { name: 'Gras' }).click();
    // The toolbar gives the focus back to the text at the next frame (Tiptap's focus command): type once it has.
    await expect(editor).toBeFocused();
    await page.keyboard.type('Les premiers jus');
    await page.getByRole('button', { name: 'Enregistrer le brouillon' }).click();
    await expect(page.getByRole('status').filter({ hasText: messages.articleEnregistre })).toBeVisible();
    await expect(page).toHaveURL(/\/recrutement\/blog\/[a-z0-9]+\?enregistre=brouillon$/);
    await expect(page.getByRole('textbox', { name: 'Texte de l’article' }).locator('strong')).toHaveText('Les premiers jus');

    await page.goto('/recrutement/blog/gestion?statut=brouillon');
    const item = page.getByRole('listitem').filter({ hasText: title });
    await expect(item).toContainText('Brouillon');
    await item.getByRole('button', { name: /Supprimer/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Supprimer l’article' }).click();
    await expect(page.getByRole('status').filter({ hasText: messages.articleSupprime })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: title })).toHaveCount(0);
  });

  test('publishes an article; once an editor validates it, it is on /blog', async ({ page, browser }) => {
    const title = `Vendanges au domaine ${Date.now()}`;
    await page.goto('/recrutement/blog/nouveau');
    await page.getByRole('textbox', { name: 'Titre', exact: true }).fill(title);
    await page.getByLabel('Catégorie').selectOption({ label: 'Vendanges' });
    await page.getByRole('textbox', { name: 'Texte de l’article' }).click();
    await page.keyboard.type('Quarante vendangeurs nous rejoignent chaque automne.');
    await page.getByRole('button', { name: 'Publier' }).click();
    await expect(page.getByRole('status').filter({ hasText: messages.articleEnValidation })).toBeVisible();
    await page.goto('/blog/vendanges');
    await expect(page.getByRole('link', { name: title })).toHaveCount(0);

    const staff = await backofficePage(browser, 'editeur');
    await staff.goto(`${urls.backoffice}/#/article-reviews`);
    await staff.getByRole('cell', { name: title }).click();
    await staff.getByRole('button', { name: 'Valider' }).click();
    await expect(staff.getByText('Article validé : il est en ligne.')).toBeVisible();
    // The decision leaves once the undo delay has passed (react-admin's undoable mode).
    await expect(async () => {
      await page.goto('/blog/vendanges');
      await expect(page.getByRole('link', { name: title })).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    await page.getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText(/^Par\s+Vignobles Delmas$/)).toBeVisible();
  });
});

test.describe('a school', () => {
  test.use({ signedInAs: 'ecole' });

  test('saves a draft without its photo, and is told the photo is required to publish (issue #38 item 11)', async ({ page }) => {
    await page.goto('/ecole/blog/nouveau');
    await page.getByRole('textbox', { name: 'Titre', exact: true }).fill(`Journée portes ouvertes ${ATTEMPT}`);
    await page.getByRole('button', { name: 'Enregistrer le brouillon' }).click();
    await expect(page).toHaveURL(/\/ecole\/blog\/[a-z0-9]+\?enregistre=brouillon$/);
    await page.getByRole('button', { name: 'Publier' }).click();
    const summary = page.getByRole('alert').filter({ hasText: messages.donneesNonValides });
    await expect(summary).toBeFocused();
    await expect(summary).toContainText(messages.blogPhotoRequise);
    await expectAccessible(page);
  });
});

test('the spec’s list parameters: ?categorie= leads to the category’s page, ?rechercheLibre= searches (issue #38)', async ({ page }) => {
  await page.goto('/blog?categorie=vendanges');
  await expect(page).toHaveURL(/\/blog\/vendanges$/);
  await page.goto('/blog?rechercheLibre=vendangeurs');
  await expect(page.getByLabel('Rechercher un article')).toHaveValue('vendangeurs');
});

test('an editor finds the articles to review and the blog resources', async ({ browser }) => {
  const page = await backofficePage(browser, 'editeur');
  await page.goto(`${urls.backoffice}/#/article-reviews`);
  await expect(page.getByRole('cell', { name: 'Rejoindre les Vignobles Delmas pour les vendanges' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('cell', { name: 'Rejoindre les Vignobles Delmas pour les vendanges' }).click();
  await expect(page.getByRole('button', { name: 'Valider' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Refuser' })).toBeVisible();
  await expectAccessible(page);
  for (const [resource, cell] of [
    ['articles', 'Accueillir un saisonnier : la check-list du domaine'],
    ['blog-categories', 'Métiers du vin'],
    ['testimonials', 'Léa M.'],
  ] as const) {
    await page.goto(`${urls.backoffice}/#/${resource}`);
    await expect(page.getByRole('cell', { name: cell })).toBeVisible();
    await expectAccessible(page);
  }
});

for (const [link, title] of [
  ['Mentions légales', 'Mentions légales'],
  ['Conditions générales d’utilisation et de vente', 'Conditions générales d’utilisation et de vente'],
  ['Politique de confidentialité', 'Politique de confidentialité'],
  ['Cookies', 'Cookies'],
  ['Déclaration d’accessibilité', 'Déclaration d’accessibilité'],
] as const) {
  test(`the footer leads to « ${title} »`, async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: link, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expectAccessible(page);
  });
}

test('script sent through an article’s title and body runs nowhere: not on the blog, not in the backoffice', async ({ page, browser }) => {
  const payload = '<img src=x onerror="window.__xss=1"><script>window.__xss=1</script>';
  const editor = await cmsLogin(ACCOUNTS.editeur);
  const created = await cms<{ url: string }>(editor, 'POST', '/backoffice/articles', {
    titre: `Piège ${Date.now()} ${payload}`.slice(0, 160),
    html: `<p>Texte ${payload}</p><a href="javascript:window.__xss=1">lien</a>`,
    categorie: 'metiers-du-vin',
    statut: 'publie',
  });
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto(created.url);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('<img src=x');
  await page.goto('/blog/metiers-du-vin');
  await expect(page.getByRole('link', { name: /Piège/ }).first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();

  const staff = await backofficePage(browser, 'editeur');
  await staff.goto(`${urls.backoffice}/#/articles`);
  await expect(staff.getByRole('cell', { name: /Piège/ }).first()).toBeVisible();
  expect(await staff.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
});
