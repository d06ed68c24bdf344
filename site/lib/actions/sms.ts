'use server';

import { mobileNumberText, parseForm, smsCodeSchema, smsNumberSchema, type FieldErrors, type SmsState } from '@cep/domain';
import { smsRoutes } from '@cep/domain/contracts';
import type { Answered } from '@/lib/cms/call';
import { text } from './form-data';
import { callInSession } from './session-action';

/** Where the candidate's SMS stand after a step, or why it was refused (with what was typed). */
export interface SmsFormState {
  code?: number;
  etat?: SmsState;
  /** As it reads (« +33 6 12 34 56 78 »). */
  telephone?: string | null;
  errors?: FieldErrors;
  message?: string;
  values?: Record<string, string>;
}

type Status = { etat: SmsState; telephone: string | null };

const outcome = (answered: Answered<Status>, previous: SmsFormState, values?: Record<string, string>): SmsFormState =>
  answered.ok
    ? { code: 200, etat: answered.answer.etat, telephone: answered.answer.telephone && mobileNumberText(answered.answer.telephone) }
    : { ...previous, code: answered.refusal.code, errors: answered.refusal.errors, message: answered.refusal.message, values };

/**
 * The SMS section's three steps, by the button pressed (`etape`): « Recevoir un code » (the number checked with the
 * cms's schema, a code sent to it), « Confirmer » (the code), « Arrêter les SMS ». One state, so the page shows the latest.
 */
export async function smsAction(previous: SmsFormState, form: FormData): Promise<SmsFormState> {
  const step = text(form, 'etape');
  if (step === 'arreter') return outcome(await callInSession(smsRoutes.stop, {}), previous);
  if (step === 'confirmer') {
    const values = { code: text(form, 'code') };
    const parsed = parseForm(smsCodeSchema, values);
    if (!parsed.ok) return { ...previous, code: 400, errors: parsed.errors, message: undefined, values };
    return outcome(await callInSession(smsRoutes.confirm, { body: parsed.data }), previous, values);
  }
  const values = { telephone: text(form, 'telephone') };
  const parsed = parseForm(smsNumberSchema, values);
  if (!parsed.ok) return { ...previous, code: 400, errors: parsed.errors, message: undefined, values };
  return outcome(await callInSession(smsRoutes.request, { body: parsed.data }), previous, values);
}
