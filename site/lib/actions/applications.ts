'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import {
  checkApplication,
  isApplicationStatus,
  messages,
  type ApplicationDocument,
  type ApplicationOutcome,
  type FieldErrors,
} from '@cep/domain';
import { applicationRoutes, documentId, offerRoutes } from '@cep/domain/contracts';
import { call } from '@/lib/cms/call';
import { declaredType, isChosen } from '@/lib/application-files';
import { loginPath, safeReturnTarget } from '@/lib/session/return-target';
import { readTokens } from '@/lib/session/cookies';
import { text } from './form-data';
import { callInSession } from './session-action';

/** What the apply form shows again after a refusal: the answer, and what was typed (files cannot come back). */
export interface ApplyState {
  code?: number;
  errors?: FieldErrors;
  message?: string;
  /** false: the CV is not complete enough to be sent (the spec's message, with a link to « Mon CV »). */
  profil?: boolean;
  values?: { candidatOffreReponse: string; disponibleDu: string; disponibleAu: string; telephone: string };
}

/** Application ids and offer ids are the cms's document ids (the contracts' `documentId`). */
const isDocumentId = (value: string) => documentId.safeParse(value).success;

/**
 * The apply form (popup and page): checked here with the application's one rule (`checkApplication`, files by their
 * bytes), then forwarded as multipart to POST /offres/{id}/postuler, where the cms runs the same rule. On success the candidate lands on
 * « Mes candidatures ». Works as a plain form post without JavaScript.
 */
export async function applyAction(_previous: ApplyState, form: FormData): Promise<ApplyState> {
  const offerId = text(form, 'offre');
  const express = text(form, 'express') === '1';
  const values = {
    candidatOffreReponse: text(form, 'candidatOffreReponse'),
    disponibleDu: text(form, 'disponibleDu'),
    disponibleAu: text(form, 'disponibleAu'),
    telephone: text(form, 'telephone'),
  };
  const forwarded = new FormData();
  for (const [name, value] of Object.entries(values)) if (value) forwarded.append(name, value);
  if (express) forwarded.append('express', '1');
  // The profile's CV counts as a PDF of its size; a chosen file by its bytes, as the cms reads them (a renamed file
  // is refused beside the message's errors, not on the next try).
  const profileCv = !express && text(form, 'cvChoix') === 'profil';
  if (profileCv) forwarded.append('cvProfil', '1');
  const profileSize = Number(text(form, 'cvProfilTaille'));
  const documents: Partial<Record<'cv' | 'lettre', ApplicationDocument>> = {};
  if (profileCv && Number.isFinite(profileSize) && profileSize > 0) documents.cv = { size: profileSize, type: 'application/pdf' };
  for (const kind of ['cv', 'lettre'] as const) {
    const file = form.get(kind);
    if (express || (kind === 'cv' && profileCv) || !isChosen(file)) continue;
    documents[kind] = { size: file.size, type: declaredType(file), bytes: new Uint8Array(await file.arrayBuffer()) };
    forwarded.append(kind, file, file.name);
  }
  const checked = checkApplication({ express, fields: values, cv: documents.cv ?? null, lettre: documents.lettre ?? null });
  const errors: FieldErrors = checked.ok ? {} : checked.errors;
  if (Object.keys(errors).length > 0) return { code: 400, errors, values };

  const answered = await callInSession(applicationRoutes.apply, { params: { id: offerId }, body: forwarded });
  if (answered.status === 401) redirect(loginPath(`/offres/${offerId}/postuler`));
  if (answered.ok) {
    revalidatePath('/candidat/candidatures');
    revalidatePath(`/offres/${offerId}`);
    const next = safeReturnTarget(answered.answer.url, '/candidat/candidatures');
    // The application named, so that the page says it was sent only while it is there (not once withdrawn).
    redirect(`${next}${next.includes('?') ? '&' : '?'}envoyee=${encodeURIComponent(answered.answer.id)}`);
  }
  const { code, message, profil } = answered.refusal;
  return { code, errors: answered.refusal.errors, message, profil, values };
}

/**
 * « Postuler sur le site du recruteur »: the cms counts the click and names the recruiter's address, where the
 * candidate is sent (a plain form post without JavaScript too).
 */
export async function applicationRedirectAction(form: FormData): Promise<void> {
  const offerId = text(form, 'offre');
  if (!isDocumentId(offerId)) redirect('/offres');
  const answered = await callInSession(applicationRoutes.redirect, { params: { id: offerId } });
  if (answered.status === 401) redirect(loginPath(`/offres/${offerId}`));
  if (answered.ok && /^https?:\/\//i.test(answered.answer.url)) redirect(answered.answer.url);
  redirect(`/offres/${offerId}`);
}

export interface ApplicationActionAnswer {
  code: number;
  message?: string;
  date?: string;
  id?: string;
  label?: string;
}

/** « Relancer le recruteur »: once, after the delay the cms decides; answers the chase-up's date. */
export async function chaseUpAction(applicationId: string): Promise<ApplicationActionAnswer> {
  const id = String(applicationId);
  const answered = await callInSession(applicationRoutes.chaseUp, { params: { id } }, { revalidate: '/candidat/candidatures' });
  return answered.ok ? answered.answer : answered.refusal;
}

/** Withdraws an application (after the confirmation dialog). */
export async function withdrawAction(applicationId: string): Promise<ApplicationActionAnswer> {
  const id = String(applicationId);
  const answered = await callInSession(applicationRoutes.withdraw, { params: { id } }, { revalidate: '/candidat/candidatures' });
  return answered.ok ? answered.answer : answered.refusal;
}

/** The recruiter's status select, once the dialog is confirmed: `{ id, label }` on success. */
export async function changeApplicationStatusAction(applicationId: string, status: number): Promise<ApplicationActionAnswer> {
  const target = Number(status);
  if (!isApplicationStatus(target)) return { code: 404 };
  const answered = await callInSession(applicationRoutes.changeStatus, { params: { id: String(applicationId), status: target } });
  return answered.ok ? { code: 200, ...answered.answer } : answered.refusal;
}

/** « Retirer de ma sélection »: the shortlist toggle, made sure to end removed (a double click adds nothing back). */
export async function removeFromShortlistAction(offerId: string): Promise<{ code: number }> {
  const id = String(offerId);
  if (!isDocumentId(id)) return { code: 404 };
  const tokens = await readTokens();
  if (!tokens) return { code: 401 };
  const toggle = () =>
    call(offerRoutes.toggleSelection, { params: { id }, jwt: tokens.jwt }).then((answered) => (answered.ok ? answered.answer : null));
  let answer = await toggle();
  if (answer?.action === 'ajout') answer = await toggle();
  revalidatePath('/candidat/selection');
  return { code: answer?.action === 'supp' ? 200 : 400 };
}

/** What « Postuler à plusieurs offres » shows after a send: each offer's outcome, or the refusal. */
export interface ApplyManyState {
  code?: number;
  errors?: FieldErrors;
  message?: string;
  profil?: boolean;
  envoyees?: number;
  resultats?: ApplicationOutcome[];
}

/**
 * « Postuler à plusieurs offres » (issue #40 item 3): the ticked offers and one form, sent to POST
 * /offres/postuler-plusieurs, where each offer gets its own application. A plain form post without JavaScript too.
 */
export async function applyManyAction(_previous: ApplyManyState, form: FormData): Promise<ApplyManyState> {
  const offres = [...new Set(form.getAll('offres').filter((value): value is string => typeof value === 'string' && isDocumentId(value)))];
  if (offres.length === 0) return { code: 400, message: messages.plusieursOffresAucune };
  const express = text(form, 'mode') !== 'cv';
  const body = {
    offres,
    ...(express ? { express: '1' } : { cvProfil: '1' }),
    candidatOffreReponse: text(form, 'candidatOffreReponse'),
    disponibleDu: text(form, 'disponibleDu'),
    disponibleAu: text(form, 'disponibleAu'),
    telephone: text(form, 'telephone'),
  };
  const answered = await callInSession(applicationRoutes.applyMany, { body }, { revalidate: '/candidat/candidatures' });
  if (answered.status === 401) redirect(loginPath(`/offres/postuler-plusieurs?${offres.map((id) => `offre=${id}`).join('&')}`));
  if (answered.ok) return { code: 200, envoyees: answered.answer.envoyees, resultats: answered.answer.resultats };
  const { code, errors, message, profil } = answered.refusal;
  return { code, errors, message, profil };
}
