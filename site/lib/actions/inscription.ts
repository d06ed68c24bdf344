'use server';

import { redirect } from 'next/navigation';
import { messages, parseForm, sameSitePath, type FieldErrors, type SignupKind } from '@cep/domain';
import { inscriptionRoutes } from '@cep/domain/contracts';
import { login, visitorHeaders } from '@/lib/cms';
import { call } from '@/lib/cms/call';
import { pageLanguage } from '@/lib/i18n/page-language';
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
  // The language the form was read in rides along for the candidate's e-mails (issue #41 item 2): the cms keeps it for
  // a candidate only; French is not sent (the cms's default).
  const langue = await pageLanguage();
  // The visit's campaigns ride along (the cms checks them and drops malformed ones).
  const body = { ...parsed.data, campagne: text(form, 'campagne').slice(0, 8000), retour, ...(langue === 'fr' ? {} : { langue }) };
  const answered = await call(inscriptionRoutes[kind], { body, headers: await visitorHeaders() });
  if (!answered.ok) return { errors: answered.refusal.errors ?? { _form: answered.refusal.message ?? messages.erreurReessayer } };
  const answer = answered.answer;
  const session = await login(parsed.data.email, parsed.data.plainPassword.first);
  if (session.ok) await saveTokens(session.tokens);
  redirect(`/after-register-success/${encodeURIComponent(answer.id)}${retour ? `?retour=${encodeURIComponent(retour)}` : ''}`);
}
