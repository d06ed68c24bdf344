import 'server-only';
import type { AlertCreateAnswer, CandidateAlertView, FieldErrors, RecruiterAlertView } from '@cep/domain';
import { cmsGet, cmsSend } from './client';

const bearer = (jwt: string) => ({ Authorization: `Bearer ${jwt}` });

export type AlertSave = { code: 200; alerte: CandidateAlertView } | { code: 400; errors: FieldErrors; id?: string } | { code: number };
export type CvAlertSave = { code: 200; alerte: RecruiterAlertView } | { code: 400; errors: FieldErrors } | { code: number };

/** `/alerte/{query}` (spec 02 §7; a POST: it writes): the /offres query string as the alert. */
export async function createAlertFromSearch(jwt: string, query: string) {
  return cmsSend<AlertCreateAnswer | { code: 400; errors: FieldErrors }>(
    'POST',
    query ? `/alerte/${encodeURIComponent(query)}` : '/alerte',
    undefined,
    bearer(jwt),
  );
}

export const getAlerts = (jwt: string) => cmsGet<{ code: 200; alertes: CandidateAlertView[] }>('/candidat/alertes', undefined, bearer(jwt));

export const getAlert = (jwt: string, id: string) =>
  cmsGet<{ code: 200; alerte: CandidateAlertView }>(`/candidat/alerte/${encodeURIComponent(id)}`, undefined, bearer(jwt));

export async function saveAlert(jwt: string, id: string | null, form: unknown) {
  const path = id ? `/candidat/alerte/${encodeURIComponent(id)}` : '/candidat/alerte';
  return (await cmsSend<AlertSave>(id ? 'PUT' : 'POST', path, form, bearer(jwt))).body;
}

export async function actOnAlert(jwt: string, id: string, action: 'suspendre' | 'activer') {
  return (
    await cmsSend<{ code: number; etat?: string }>('POST', `/candidat/alerte/${encodeURIComponent(id)}/${action}`, undefined, bearer(jwt))
  ).body;
}

export async function deleteAlert(jwt: string, id: string) {
  return (await cmsSend<{ code: number }>('DELETE', `/candidat/alerte/${encodeURIComponent(id)}`, undefined, bearer(jwt))).body;
}

/** A digest's signed link (no session: the signature is the proof); `cv` for recruiters' CV alerts. */
export async function unsubscribeAlert(kind: 'offres' | 'cv', alert: string, token: string) {
  const path = kind === 'cv' ? '/recrutement/alerte/desinscription' : '/alerte/desinscription';
  return (await cmsSend<{ code: number }>('POST', path, { a: alert, t: token })).body;
}

export const getCvAlerts = (jwt: string) =>
  cmsGet<{ code: 200; alertes: RecruiterAlertView[] }>('/recrutement/alertes', undefined, bearer(jwt));

/** `POST /recrutement/ajout-alerte/cvtheque`: a new alert, or the account's alert `id` changed. */
export async function saveCvAlert(jwt: string, form: unknown) {
  return (await cmsSend<CvAlertSave>('POST', '/recrutement/ajout-alerte/cvtheque', form, bearer(jwt))).body;
}

export async function toggleCvAlert(jwt: string, id: string) {
  return (
    await cmsSend<{ code: number; statut?: string }>('POST', `/recrutement/active-alerte/${encodeURIComponent(id)}`, undefined, bearer(jwt))
  ).body;
}

export async function deleteCvAlert(jwt: string, id: string) {
  return (await cmsSend<{ code: number }>('DELETE', `/recrutement/delete-alerte/${encodeURIComponent(id)}`, undefined, bearer(jwt))).body;
}
