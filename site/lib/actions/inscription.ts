'use server';

import { redirect } from 'next/navigation';
import { parseForm, type FieldErrors } from '@cep/domain';
import { register, type SignupKind } from '@/lib/cms';
import { signupForms } from '@/components/inscription/signup-forms';
import { formObject, text } from './form-data';

export interface SignupState {
  errors: FieldErrors;
}

/** Checks the form with the shared schema, then lets the cms (the source of truth) check it again. */
export async function signup(kind: SignupKind, _previous: SignupState, form: FormData): Promise<SignupState> {
  const { schema, fields } = signupForms[kind];
  const parsed = parseForm(
    schema,
    formObject(
      form,
      fields.map((f) => f.name),
    ),
  );
  if (!parsed.ok) return { errors: parsed.errors };
  // The visit's campaigns ride along (the cms checks them and drops malformed ones).
  const answer = await register(kind, { ...(parsed.data as object), campagne: text(form, 'campagne').slice(0, 8000) });
  if ('errors' in answer) return { errors: answer.errors };
  redirect(`/after-register-success/${answer.id}`);
}
