'use server';

import { redirect } from 'next/navigation';
import { candidateRegistrationSchema, parseForm, type FieldErrors } from '@cep/domain';
import { registerCandidate } from '@/lib/cms';

export interface SignupState {
  errors: FieldErrors;
  values: { prenom: string; nom: string; email: string };
}

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

/** Checks the form with the shared schema, then lets the cms (the source of truth) check it again. */
export async function signupCandidate(_previous: SignupState, form: FormData): Promise<SignupState> {
  const input = {
    prenom: text(form, 'prenom'),
    nom: text(form, 'nom'),
    email: text(form, 'email'),
    plainPassword: { first: text(form, 'plainPassword[first]'), second: text(form, 'plainPassword[second]') },
  };
  const values = { prenom: input.prenom, nom: input.nom, email: input.email };
  const parsed = parseForm(candidateRegistrationSchema, input);
  if (!parsed.ok) return { errors: parsed.errors, values };
  const answer = await registerCandidate(parsed.data);
  if ('errors' in answer) return { errors: answer.errors, values };
  redirect(`/after-register-success/${answer.id}`);
}
