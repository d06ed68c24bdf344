'use server';

import { revalidatePath } from 'next/cache';
import { expressApplicationSchema, parseForm, seasonalInviteSchema, seasonMarkSchema, type FieldErrors } from '@cep/domain';
import { documentId, seasonalRoutes } from '@cep/domain/contracts';
import { call } from '@/lib/cms/call';
import { text } from './form-data';
import { callInSession } from './session-action';

/** What a season form shows after a send: the outcome recorded, or the refusal. */
export interface SeasonalState {
  code?: number;
  errors?: FieldErrors;
  message?: string;
  invites?: number;
  deja?: number;
  /** What was sent, drawn again after a refusal (the fields are uncontrolled: nothing typed before hydration is lost). */
  values?: Record<string, string>;
}

const isDocumentId = (value: string) => documentId.safeParse(value).success;

/** One worker's mark in an offer's season review: checked with the cms's schema, then POST /recrutement/offre/bilan/{offerId}. */
export async function markSeasonAction(_previous: SeasonalState, form: FormData): Promise<SeasonalState> {
  const offerId = text(form, 'offre');
  if (!isDocumentId(offerId)) return { code: 404 };
  const values = { bilan: text(form, 'bilan'), aReprendre: text(form, 'aReprendre') };
  const parsed = parseForm(seasonMarkSchema, { candidature: text(form, 'candidature'), ...values });
  if (!parsed.ok) return { code: 400, errors: parsed.errors, values };
  const answered = await callInSession(seasonalRoutes.mark, { params: { offerId }, body: parsed.data });
  revalidatePath('/recrutement/saisonniers');
  if (answered.ok) return { code: 200, values };
  return { code: answered.refusal.code, errors: answered.refusal.errors, message: answered.refusal.message, values };
}

/** « Envoyer les invitations »: the ticked workers are e-mailed a one-click application to the chosen offer. */
export async function inviteSeasonalAction(_previous: SeasonalState, form: FormData): Promise<SeasonalState> {
  const parsed = parseForm(seasonalInviteSchema, {
    offre: text(form, 'offre'),
    saisonniers: form.getAll('saisonniers').filter((value): value is string => typeof value === 'string'),
  });
  if (!parsed.ok) return { code: 400, errors: parsed.errors };
  const answered = await callInSession(seasonalRoutes.invite, { body: parsed.data });
  revalidatePath('/recrutement/saisonniers');
  if (answered.ok) return { code: 200, invites: answered.answer.invites, deja: answered.answer.deja };
  return { code: answered.refusal.code, errors: answered.refusal.errors, message: answered.refusal.message };
}

/**
 * The worker's application from a re-hire link (no session: the signature is the proof): the harvest's express form,
 * checked with its schema here and again at the cms, which applies through the one apply path.
 */
export async function applyFromRehireAction(_previous: SeasonalState, form: FormData): Promise<SeasonalState> {
  const link = { r: text(form, 'r'), o: text(form, 'o'), e: Number(text(form, 'e')), t: text(form, 't') };
  const values = {
    disponibleDu: text(form, 'disponibleDu'),
    disponibleAu: text(form, 'disponibleAu'),
    telephone: text(form, 'telephone'),
    candidatOffreReponse: text(form, 'candidatOffreReponse'),
  };
  const parsed = parseForm(expressApplicationSchema, values);
  if (!parsed.ok) return { code: 400, errors: parsed.errors, values };
  const answered = await call(seasonalRoutes.apply, { body: { ...link, ...parsed.data } });
  if (answered.ok) return { code: 200 };
  return { code: answered.refusal.code, errors: answered.refusal.errors, message: answered.refusal.message, values };
}
