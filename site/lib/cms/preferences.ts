import 'server-only';
import { cmsGet, cmsSend } from './client';

const bearer = (jwt: string) => ({ Authorization: `Bearer ${jwt}` });

export interface Preference {
  id: string;
  label: string;
  checked: boolean;
}

export const getPreferences = (jwt: string) => cmsGet<{ code: 200; preferences: Preference[] }>('/preference', undefined, bearer(jwt));

/** `/preference/webtosmc/{id}/{checked}` (spec 02 §7; a POST: it changes data). */
export async function setPreference(jwt: string, id: string, checked: boolean) {
  return (
    await cmsSend<{ code: number }>('POST', `/preference/webtosmc/${encodeURIComponent(id)}/${checked ? 1 : 0}`, undefined, bearer(jwt))
  ).body;
}

/** The newsletter's signed link: no session, the signature is the proof. */
export async function unsubscribeNewsletter(candidate: string, token: string) {
  return (await cmsSend<{ code: number }>('POST', '/newsletter/desinscription', { c: candidate, t: token })).body;
}
