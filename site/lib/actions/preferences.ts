'use server';

import type { SiteLanguage } from '@cep/domain';
import { accountRoutes, newsletterRoutes } from '@cep/domain/contracts';
import { call } from '@/lib/cms/call';
import { answerOf, callInSession } from './session-action';

const box = (checked: boolean) => (checked ? '1' : '0');

export async function setPreferenceAction(id: string, checked: boolean): Promise<{ code: number }> {
  return answerOf(await callInSession(newsletterRoutes.set, { params: { id, checked: box(checked) } }, { revalidate: '/mon-compte' }));
}

/** The language of the candidate's e-mails, SMS and notifications (issue #41 item 2): the cms refuses any other value. */
export async function setEmailLanguageAction(langue: SiteLanguage) {
  return answerOf(await callInSession(accountRoutes.langue, { body: { langue } }, { revalidate: '/mon-compte' }));
}

/** The newsletter's signed link (no session: the signature is the proof). */
export async function unsubscribeAction(candidate: string, token: string): Promise<{ code: number }> {
  const answered = await call(newsletterRoutes.unsubscribe, { body: { c: Number(candidate), t: token } });
  return { code: answered.status };
}

/** The unread-messages e-mail's signed link, for the candidate's or the recruiter's side. */
export async function unsubscribeMessagingAction(side: 'candidat' | 'recrutement', id: string, token: string): Promise<{ code: number }> {
  const answered = await call(newsletterRoutes.unsubscribeMessaging, { body: { l: side, c: Number(id), t: token } });
  return { code: answered.status };
}

/** A box of the preference centre opened from an e-mail (no session: the link's signature is the proof). */
export async function setSignedPreferenceAction(user: string, token: string, id: string, checked: boolean): Promise<{ code: number }> {
  return answerOf(await call(newsletterRoutes.signedSet, { params: { id, checked: box(checked) }, body: { u: Number(user), t: token } }));
}
