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

/** The preference centre opened from an e-mail's signed link (`u` the user, `t` the signature): no session; null when the link is wrong. */
export async function getSignedPreferences(user: string, token: string): Promise<Preference[] | null> {
  const answer = await cmsSend<{ code: number; preferences?: Preference[] }>('POST', '/preference/lien', { u: user, t: token });
  return answer.status === 200 ? (answer.body.preferences ?? []) : null;
}

export async function setSignedPreference(user: string, token: string, id: string, checked: boolean) {
  return (await cmsSend<{ code: number }>('POST', `/preference/lien/${encodeURIComponent(id)}/${checked ? 1 : 0}`, { u: user, t: token }))
    .body;
}
