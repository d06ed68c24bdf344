'use server';

import { redirect } from 'next/navigation';
import { jobDatingSchema, parseForm, type FieldErrors } from '@cep/domain';
import { documentId, jobDatingRoutes } from '@cep/domain/contracts';
import { refusalKey } from '@/lib/job-dating-refusals';
import { loginPath } from '@/lib/session/return-target';
import { text } from './form-data';
import { callInSession } from './session-action';

export interface JobDatingFormState {
  code?: number;
  errors?: FieldErrors;
  message?: string;
  /** What was sent, drawn again after a refusal (uncontrolled fields: nothing typed before hydration is lost). */
  values?: Record<string, string>;
}

const isDocumentId = (value: string) => documentId.safeParse(value).success;
const JOB_DATING_FIELDS = ['titre', 'date', 'lieu', 'description', 'debut', 'fin', 'dureeCreneau', 'capacite'] as const;
/** The organiser's pages live under their account's space: a company's or a school's. */
const BASES = ['/recrutement', '/ecole'] as const;
const baseOf = (value: string) => BASES.find((base) => base === value) ?? '/recrutement';
const dayPage = (id: string) => `/vendanges/job-dating/${id}`;

/** Publishes a day: checked with the cms's schema here (refused: the field map), then to the day's organiser page. */
export async function createJobDatingAction(_previous: JobDatingFormState, form: FormData): Promise<JobDatingFormState> {
  const values = Object.fromEntries(JOB_DATING_FIELDS.map((name) => [name, text(form, name)]));
  const parsed = parseForm(jobDatingSchema, values);
  if (!parsed.ok) return { code: 400, errors: parsed.errors, values };
  const answered = await callInSession(jobDatingRoutes.create, { body: parsed.data });
  if (!answered.ok) return { code: answered.refusal.code, errors: answered.refusal.errors, message: answered.refusal.message, values };
  redirect(`${baseOf(text(form, 'base'))}/job-dating/${answered.answer.id}?publiee=1`);
}

/** « Réserver » a slot from the day's page (a plain form post): back to the page, which says what happened. */
export async function bookSlotAction(form: FormData): Promise<void> {
  const id = text(form, 'journee');
  const slotId = text(form, 'creneau');
  if (!isDocumentId(id) || !isDocumentId(slotId)) redirect('/vendanges/job-dating');
  const answered = await callInSession(jobDatingRoutes.book, { params: { id, slotId } }, { revalidate: dayPage(id) });
  if (answered.status === 401) redirect(loginPath(dayPage(id)));
  redirect(`${dayPage(id)}?${answered.ok ? 'reserve=1' : `refus=${refusalKey(answered.refusal.message)}`}`);
}

/** « Annuler ma réservation »: the place reopens; back to the day's page. */
export async function cancelBookingAction(form: FormData): Promise<void> {
  const id = text(form, 'journee');
  if (!isDocumentId(id)) redirect('/vendanges/job-dating');
  const answered = await callInSession(jobDatingRoutes.cancelBooking, { params: { id } }, { revalidate: dayPage(id) });
  if (answered.status === 401) redirect(loginPath(dayPage(id)));
  redirect(`${dayPage(id)}?${answered.ok ? 'annulee=1' : 'refus=erreur'}`);
}

/** « Annuler la journée »: every booked candidate is told; back to the organiser's page of the day. */
export async function cancelDayAction(form: FormData): Promise<void> {
  const id = text(form, 'journee');
  const base = baseOf(text(form, 'base'));
  if (!isDocumentId(id)) redirect(`${base}/job-dating`);
  const answered = await callInSession(jobDatingRoutes.cancelDay, { params: { id } });
  redirect(
    `${base}/job-dating/${id}?${answered.ok ? `prevenus=${answered.answer.prevenus}` : answered.status === 409 ? 'refus=passe' : 'refus=erreur'}`,
  );
}
