'use client';

import { useActionState, useState, type FormEvent } from 'react';
import { candidateRegistrationSchema, messages, parseForm, type FieldErrors } from '@cep/domain';
import { signupCandidate, type SignupState } from '@/lib/actions/inscription';
import { fr } from '@/lib/i18n/fr';
import { PasswordField } from './PasswordField';
import { PasswordRules } from './PasswordRules';
import { TextField } from './TextField';

const initial: SignupState = { errors: {}, values: { prenom: '', nom: '', email: '' } };

/**
 * Candidate sign-up: the shared schema checks the form before it is sent, the server checks it again.
 * Every field is controlled, so nothing typed is lost when errors come back.
 */
export function CandidateSignupForm() {
  const [state, action, pending] = useActionState(signupCandidate, initial);
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const [values, setValues] = useState({ prenom: '', nom: '', email: '', first: '', second: '' });
  const set = (key: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  const errors = clientErrors ?? state.errors;
  const hasErrors = Object.keys(errors).length > 0;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const parsed = parseForm(candidateRegistrationSchema, {
      prenom: values.prenom,
      nom: values.nom,
      email: values.email,
      plainPassword: { first: values.first, second: values.second },
    });
    if (!parsed.ok) {
      event.preventDefault();
      setClientErrors(parsed.errors);
      return;
    }
    setClientErrors(null);
  }

  return (
    <form action={action} onSubmit={onSubmit} noValidate className="mt-6 space-y-4">
      <div aria-live="polite">
        {hasErrors && (
          <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm font-medium text-red-800">
            {messages.donneesNonValides}
          </p>
        )}
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          id="prenom"
          name="prenom"
          label={fr.signup.prenom}
          autoComplete="given-name"
          value={values.prenom}
          onChange={set('prenom')}
          error={errors.prenom}
        />
        <TextField
          id="nom"
          name="nom"
          label={fr.signup.nom}
          autoComplete="family-name"
          value={values.nom}
          onChange={set('nom')}
          error={errors.nom}
        />
      </div>
      <TextField
        id="email"
        name="email"
        type="email"
        label={fr.signup.email}
        autoComplete="email"
        value={values.email}
        onChange={set('email')}
        error={errors.email}
      />
      <PasswordField
        id="password-first"
        name="plainPassword[first]"
        label={fr.signup.password}
        value={values.first}
        onChange={set('first')}
        error={errors['plainPassword.first']}
        describedBy="password-rules"
      />
      <PasswordRules id="password-rules" value={values.first} showErrors={Boolean(errors['plainPassword.first'])} />
      <PasswordField
        id="password-second"
        name="plainPassword[second]"
        label={fr.signup.passwordConfirm}
        value={values.second}
        onChange={set('second')}
        error={errors['plainPassword.second']}
      />
      <button
        type="submit"
        disabled={pending}
        className="w-full rounded-full bg-vin-700 px-5 py-3 font-semibold text-white hover:bg-vin-800 disabled:cursor-wait disabled:opacity-70"
      >
        {pending ? fr.signup.submitting : fr.signup.submit}
      </button>
    </form>
  );
}
