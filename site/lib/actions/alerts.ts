'use server';

import { candidateAlertSchema, messages, recruiterAlertSchema, type AlertCreateAnswer } from '@cep/domain';
import { getSessionUser } from '@/lib/session/session';
import {
  actOnAlert,
  createAlertFromSearch,
  deleteAlert,
  deleteCvAlert,
  saveAlert,
  saveCvAlert,
  toggleCvAlert,
  unsubscribeAlert,
} from '@/lib/cms';
import { withSession } from './session-action';

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
    const answer = await withSession({ revalidate: ALERTS_PAGE }, async (jwt) => {
      const { body } = await createAlertFromSearch(jwt, query.slice(0, 2000));
      return { code: 200 as const, body };
    });
    if (!('body' in answer)) return { action: 'noconnect', html: messages.alerteNonConnecte };
    const body = answer.body;
    if ('action' in body) return body;
    // The form-wide refusal of the alert's schema is the notice asking for a criterion.
    if (body.errors?._form) return { action: 'critere', html: body.errors._form };
    return { action: 'erreur', html: messages.alerteEchec };
  } catch {
    return { action: 'erreur', html: messages.alerteEchec };
  }
}

export async function saveAlertAction(id: string | null, input: unknown) {
  return withSession({ schema: candidateAlertSchema, input, revalidate: ALERTS_PAGE }, (jwt, form) => saveAlert(jwt, id, form));
}

export async function actOnAlertAction(id: string, action: 'suspendre' | 'activer') {
  return withSession({ revalidate: ALERTS_PAGE }, (jwt) => actOnAlert(jwt, id, action));
}

export async function deleteAlertAction(id: string) {
  return withSession({ revalidate: ALERTS_PAGE }, (jwt) => deleteAlert(jwt, id));
}

export async function unsubscribeAlertAction(kind: 'offres' | 'cv', alert: string, token: string): Promise<{ code: number }> {
  return unsubscribeAlert(kind, alert, token);
}

export async function saveCvAlertAction(id: string | null, input: unknown) {
  return withSession({ schema: recruiterAlertSchema, input, revalidate: CV_ALERTS_PAGE }, (jwt, form) =>
    saveCvAlert(jwt, id ? { ...form, id } : form),
  );
}

export async function toggleCvAlertAction(id: string) {
  return withSession({ revalidate: CV_ALERTS_PAGE }, (jwt) => toggleCvAlert(jwt, id));
}

export async function deleteCvAlertAction(id: string) {
  return withSession({ revalidate: CV_ALERTS_PAGE }, (jwt) => deleteCvAlert(jwt, id));
}
