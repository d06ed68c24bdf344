'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { parseForm, unsolicitedApplicationSchema, type FieldErrors } from '@cep/domain';
import { documentId, unsolicitedRoutes } from '@cep/domain/contracts';
import { loginPath } from '@/lib/session/return-target';
import { text } from './form-data';
import { callInSession } from './session-action';

export interface UnsolicitedState {
  code?: number;
  errors?: FieldErrors;
  message?: string;
}

const isDocumentId = (value: string) => documentId.safeParse(value).success;

/**
 * The candidate's unsolicited application, from a company page: checked with the shared schema here (refused: the
 * field map, no round trip), then POST /entreprises/{id}/candidature-spontanee. A plain form post without JavaScript too.
 */
export async function sendUnsolicitedAction(_previous: UnsolicitedState, form: FormData): Promise<UnsolicitedState> {
  const companyId = text(form, 'entreprise');
  if (!isDocumentId(companyId)) return { code: 404 };
  const parsed = parseForm(unsolicitedApplicationSchema, {
    message: text(form, 'message'),
    telephone: text(form, 'telephone'),
    cvProfil: text(form, 'cvProfil'),
  });
  if (!parsed.ok) return { code: 400, errors: parsed.errors };
  const answered = await callInSession(unsolicitedRoutes.send, { params: { id: companyId }, body: parsed.data });
  if (answered.status === 401) redirect(loginPath(`/entreprises/${companyId}/candidature-spontanee`));
  if (answered.ok) return { code: 200 };
  return { code: answered.refusal.code, errors: answered.refusal.errors, message: answered.refusal.message };
}

/** « Inviter »: the candidate of an unsolicited application is e-mailed an invitation to apply to the chosen offer. */
export async function inviteUnsolicitedAction(_previous: UnsolicitedState, form: FormData): Promise<UnsolicitedState> {
  const id = text(form, 'candidature');
  const offerId = text(form, 'offre');
  if (!isDocumentId(id)) return { code: 404 };
  if (!isDocumentId(offerId)) return { code: 400 };
  const answered = await callInSession(unsolicitedRoutes.invite, { params: { id, offerId } });
  revalidatePath('/recrutement/candidatures-spontanees');
  return answered.ok ? { code: 200 } : { code: answered.refusal.code, message: answered.refusal.message };
}
