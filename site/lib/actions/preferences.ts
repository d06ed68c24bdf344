'use server';

import { setPreference, setSignedPreference, unsubscribeMessaging, unsubscribeNewsletter } from '@/lib/cms';
import { withSession } from './session-action';

export async function setPreferenceAction(id: string, checked: boolean): Promise<{ code: number }> {
  return withSession({ revalidate: '/mon-compte' }, (jwt) => setPreference(jwt, id, checked));
}

export async function unsubscribeAction(candidate: string, token: string): Promise<{ code: number }> {
  return unsubscribeNewsletter(candidate, token);
}

export async function unsubscribeMessagingAction(side: 'candidat' | 'recrutement', id: string, token: string): Promise<{ code: number }> {
  return unsubscribeMessaging(side, id, token);
}

/** A box of the preference centre opened from an e-mail (no session: the link's signature is the proof). */
export async function setSignedPreferenceAction(user: string, token: string, id: string, checked: boolean): Promise<{ code: number }> {
  return setSignedPreference(user, token, id, checked);
}
