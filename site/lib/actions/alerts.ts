'use server';

import { candidateAlertSchema, messages, parseForm, recruiterAlertSchema, type AlertCreateAnswer } from '@cep/domain';
import { alertRoutes } from '@cep/domain/contracts';
import { call } from '@/lib/cms/call';
import { getSessionUser } from '@/lib/session/session';
import { answerOf, callInSession } from './session-action';

const ALERTS_PAGE = '/candidat/alerte';
const CV_ALERTS_PAGE = '/recrutement/alertes';

/** Besides the cms's answers: `critere`, the search watches nothing (spec 02 §5's notice); `erreur`, the save failed. */
export type SearchAlertAnswer = AlertCreateAnswer | { action: 'critere' | 'erreur'; html: string };

/**
 * « Créer une alerte » on /offres (spec 02 §6, §7): the visitor and the recruiter are answered here (the session
 * says who they are); a candidate's search goes to the cms. A refusal is the notice; any failure, « Echec enregistrement ».
 */
export async function createSearchAlertAction(query: string): Promise<SearchAlertAnswer> {
  const user = await getSessionUser();
  if (!user) return { action: 'noconnect', html: messages.alerteNonConnecte };
  if (user.role !== 'candidat') return { action: 'connect-recruteur', html: messages.alerteRecruteur };
  try {
    const search = query.slice(0, 2000);
    const answered = search
      ? await callInSession(alertRoutes.fromSearch, { params: { query: search } }, { revalidate: ALERTS_PAGE })
      : await callInSession(alertRoutes.fromEmptySearch, {}, { revalidate: ALERTS_PAGE });
    if (answered.ok) return answered.answer;
    if (answered.status === 401) return { action: 'noconnect', html: messages.alerteNonConnecte };
    // The form-wide refusal of the alert's schema is the notice asking for a criterion.
    if (answered.refusal.errors?._form) return { action: 'critere', html: answered.refusal.errors._form };
    return { action: 'erreur', html: messages.alerteEchec };
  } catch {
    return { action: 'erreur', html: messages.alerteEchec };
  }
}

export async function saveAlertAction(id: string | null, input: unknown) {
  const parsed = parseForm(candidateAlertSchema, input);
  if (!parsed.ok) return { code: 400, errors: parsed.errors };
  const answered = id
    ? await callInSession(alertRoutes.update, { params: { id }, body: parsed.data }, { revalidate: ALERTS_PAGE })
    : await callInSession(alertRoutes.create, { body: parsed.data }, { revalidate: ALERTS_PAGE });
  return answered.ok ? answered.answer : answered.refusal;
}

export async function actOnAlertAction(id: string, action: 'suspendre' | 'activer') {
  return answerOf(await callInSession(alertRoutes.act, { params: { id, action } }, { revalidate: ALERTS_PAGE }));
}

export async function deleteAlertAction(id: string) {
  return answerOf(await callInSession(alertRoutes.remove, { params: { id } }, { revalidate: ALERTS_PAGE }));
}

/** A digest's signed link (no session: the signature is the proof); `cv` for recruiters' CV alerts. */
export async function unsubscribeAlertAction(kind: 'offres' | 'cv', alert: string, token: string): Promise<{ code: number }> {
  const link = { body: { a: Number(alert), t: token } };
  const answered = kind === 'cv' ? await call(alertRoutes.cvUnsubscribe, link) : await call(alertRoutes.unsubscribe, link);
  return { code: answered.status };
}

export async function saveCvAlertAction(id: string | null, input: unknown) {
  const parsed = parseForm(recruiterAlertSchema, input);
  if (!parsed.ok) return { code: 400, errors: parsed.errors };
  const body = id ? { ...parsed.data, id } : parsed.data;
  return answerOf(await callInSession(alertRoutes.cvSave, { body }, { revalidate: CV_ALERTS_PAGE }));
}

export async function toggleCvAlertAction(id: string) {
  return answerOf(await callInSession(alertRoutes.cvToggle, { params: { id } }, { revalidate: CV_ALERTS_PAGE }));
}

export async function deleteCvAlertAction(id: string) {
  return answerOf(await callInSession(alertRoutes.cvRemove, { params: { id } }, { revalidate: CV_ALERTS_PAGE }));
}
