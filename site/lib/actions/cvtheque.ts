'use server';

import { buyCv, likeCv } from '@/lib/cms';
import { withSession } from './session-action';

const LIBRARY = '/recrutement/cvtheque';

/** Buys a CV with one CV credit (spec 02 §7); on 200 the page shows it in full. */
export async function buyCvAction(id: string) {
  return withSession({ revalidate: LIBRARY }, (jwt) => buyCv(jwt, id));
}

export async function likeCvAction(id: string, like: boolean) {
  return withSession({}, (jwt) => likeCv(jwt, id, like));
}
