'use server';

import { createArticleSchema } from '@cep/domain';
import { deactivateArticle, deleteArticle, saveArticle, type BlogSide } from '@/lib/cms';
import { withSession } from './session-action';

const isSide = (side: unknown): side is BlogSide => side === 'recrutement' || side === 'ecole';
const listOf = (side: BlogSide) => `/${side}/blog/gestion`;

/**
 * Saves an article (spec 02 §7: the page's form with `natureAction` brouillon or publier), the cover with it.
 * Checked with the cms's own schema first: a school's article without a photo, a title left empty.
 */
export async function saveArticleAction(side: BlogSide, articleId: string | null, form: FormData) {
  if (!isSide(side)) return { code: 404 as const };
  const photo = form.get('blogPhoto');
  const hasNewPhoto = photo instanceof Blob && photo.size > 0;
  if (!hasNewPhoto) form.delete('blogPhoto');
  const input = {
    blogTitre: form.get('blogTitre'),
    blogTexte: form.get('blogTexte') ?? '',
    blogCategorie: form.get('blogCategorie') ?? '',
    natureAction: form.get('natureAction'),
    hasPhoto: hasNewPhoto || form.get('hasPhoto') === '1',
  };
  return withSession({ schema: createArticleSchema(side === 'ecole' ? 'ecole' : 'entreprise'), input, revalidate: listOf(side) }, (jwt) =>
    saveArticle(jwt, side, articleId, form),
  );
}

export async function deactivateArticleAction(side: BlogSide, articleId: string) {
  if (!isSide(side)) return { code: 404 as const };
  return withSession({ revalidate: listOf(side) }, (jwt) => deactivateArticle(jwt, side, articleId));
}

export async function deleteArticleAction(side: BlogSide, articleId: string) {
  if (!isSide(side)) return { code: 404 as const };
  return withSession({ revalidate: listOf(side) }, (jwt) => deleteArticle(jwt, side, articleId));
}
