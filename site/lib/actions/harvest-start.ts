'use server';

import { redirect } from 'next/navigation';
import { harvestStartSchema, parseForm, START_ANSWERS, type FieldErrors, type StartAnswer } from '@cep/domain';
import { documentId, harvestRoutes } from '@cep/domain/contracts';
import { call } from '@/lib/cms/call';
import { text } from './form-data';
import { callInSession } from './session-action';

/** What the start form shows after a send: the counts told, or the refusal (field errors, a message). */
export interface StartFormState {
  code?: number;
  errors?: FieldErrors;
  message?: string;
  prevenus?: number;
  reset?: boolean;
}

const isDocumentId = (value: string) => documentId.safeParse(value).success;
const headcountPath = (offerId: string) => `/recrutement/offre/demarrage/${offerId}`;

/**
 * The estate's start form: checked with the same schema as the cms (refused: the field map, no round trip), then
 * POST /recrutement/offre/demarrage/{offerId}, which tells every preselected worker. A plain form post without JavaScript too.
 */
export async function confirmStartAction(_previous: StartFormState, form: FormData): Promise<StartFormState> {
  const offerId = text(form, 'offre');
  if (!isDocumentId(offerId)) return { code: 404 };
  const values = { date: text(form, 'date'), heure: text(form, 'heure'), lieu: text(form, 'lieu'), aApporter: text(form, 'aApporter') };
  const parsed = parseForm(harvestStartSchema, values);
  if (!parsed.ok) return { code: 400, errors: parsed.errors };
  const answered = await callInSession(
    harvestRoutes.confirm,
    { params: { offerId }, body: parsed.data },
    { revalidate: headcountPath(offerId) },
  );
  if (answered.ok) return { code: 200, prevenus: answered.answer.prevenus, reset: answered.answer.reponsesRemisesAZero };
  return { code: answered.refusal.code, errors: answered.refusal.errors, message: answered.refusal.message };
}

/** « Relancer les sans-réponse »: how many were chased, or why nobody was. */
export async function chaseStartAction(offerId: string): Promise<{ code: number; relances?: number; message?: string }> {
  const id = String(offerId);
  if (!isDocumentId(id)) return { code: 404 };
  const answered = await callInSession(harvestRoutes.chase, { params: { offerId: id } }, { revalidate: headcountPath(id) });
  return answered.ok ? { code: 200, relances: answered.answer.relances } : answered.refusal;
}

const isAnswer = (value: string): value is StartAnswer => (START_ANSWERS as readonly string[]).includes(value);

/**
 * A worker's answer from the page of their signed link (no session: the signature is the proof), then back to that
 * page, which shows the answer as recorded — or the start as it is now, when it moved since the page was opened.
 */
export async function answerStartAction(form: FormData): Promise<void> {
  const link = { r: text(form, 'r'), e: text(form, 'e'), t: text(form, 't') };
  const reponse = text(form, 'reponse');
  const back = (flag: string) => `/vendanges/demarrage?${new URLSearchParams({ ...link, [flag]: '1' }).toString()}`;
  if (!isAnswer(reponse)) redirect(back('erreur'));
  const answered = await call(harvestRoutes.answer, {
    body: { r: Number(link.r), e: Number(link.e), t: link.t, tour: Number(text(form, 'tour')), reponse },
  });
  redirect(back(answered.ok ? 'merci' : answered.status === 409 ? 'change' : 'erreur'));
}
