'use server';

import { redirect } from 'next/navigation';
import { parseForm, sameSitePath, type FieldErrors } from '@cep/domain';
import { login, register, type SignupKind } from '@/lib/cms';
import { saveTokens } from '@/lib/session/cookies';
import { signupForms } from '@/components/inscription/signup-forms';
import { formObject, text } from './form-data';

export interface SignupState {
  errors: FieldErrors;
}

/**
 * Checks the form with the shared schema, then lets the cms (the source of truth) check it again. The new user is
 * signed in at once with the password just chosen (issue #38 item 10) and lands on the success page, from which
 * the page the sign-up served (`retour`) is one click away; the confirmation e-mail's link leads there too.
 */
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
  const retour = sameSitePath(text(form, 'retour'));
  // The visit's campaigns ride along (the cms checks them and drops malformed ones).
  const answer = await register(kind, { ...parsed.data, campagne: text(form, 'campagne').slice(0, 8000), retour });
  if ('errors' in answer) return { errors: answer.errors };
  const session = await login(parsed.data.email, parsed.data.plainPassword.first);
  if (session.ok) await saveTokens(session.tokens);
  redirect(`/after-register-success/${encodeURIComponent(answer.id)}${retour ? `?retour=${encodeURIComponent(retour)}` : ''}`);
}
