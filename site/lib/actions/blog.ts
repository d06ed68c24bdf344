'use server';

import { createArticleSchema, parseForm } from '@cep/domain';
import { blogManagementRoutes, type BlogSide } from '@cep/domain/contracts';
import { answerOf, callInSession } from './session-action';

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
  const parsed = parseForm(createArticleSchema(side === 'ecole' ? 'ecole' : 'entreprise'), input);
  if (!parsed.ok) return { code: 400 as const, errors: parsed.errors };
  const routes = blogManagementRoutes[side];
  const options = { revalidate: listOf(side) };
  const answered = articleId
    ? await callInSession(routes.update, { params: { id: articleId }, body: form }, options)
    : await callInSession(routes.create, { body: form }, options);
  return answerOf(answered);
}

export async function deactivateArticleAction(side: BlogSide, articleId: string) {
  if (!isSide(side)) return { code: 404 as const };
  return answerOf(await callInSession(blogManagementRoutes[side].deactivate, { params: { id: articleId } }, { revalidate: listOf(side) }));
}

export async function deleteArticleAction(side: BlogSide, articleId: string) {
  if (!isSide(side)) return { code: 404 as const };
  return answerOf(await callInSession(blogManagementRoutes[side].remove, { params: { id: articleId } }, { revalidate: listOf(side) }));
}
