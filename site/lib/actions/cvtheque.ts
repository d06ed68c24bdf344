'use server';

import { cvthequeRoutes } from '@cep/domain/contracts';
import { answerOf, callInSession } from './session-action';

const LIBRARY = '/recrutement/cvtheque';

/** Buys a CV with one CV credit (spec 02 §7); on 200 the page shows it in full. */
export async function buyCvAction(id: string) {
  return answerOf(await callInSession(cvthequeRoutes.buy, { params: { id } }, { revalidate: LIBRARY }));
}

export async function likeCvAction(id: string, like: boolean) {
  return answerOf(await callInSession(cvthequeRoutes.like, { params: { id, action: like ? 'like' : 'dislike' } }));
}
