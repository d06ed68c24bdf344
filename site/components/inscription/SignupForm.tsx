'use client';

import { useActionState, useState, type FormEvent } from 'react';
import { messages, parseForm, requiredKeys, type FieldErrors, type SignupKind } from '@cep/domain';
import { CampaignField } from '@/components/forms/CampaignField';
import { ErrorSummary } from '@/components/forms/ErrorSummary';
import { NewPasswordFields } from '@/components/forms/NewPasswordFields';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { RequiredNote } from '@/components/forms/RequiredNote';
import { TextField } from '@/components/forms/TextField';
import { signup, type SignupState } from '@/lib/actions/inscription';
import { auth } from '@/lib/i18n/fr/auth';
import { signupForms } from './signup-forms';

const initial: SignupState = { errors: {} };

/**
 * A sign-up form: the shared schema checks it before it is sent, the server checks it again. Every field is
 * controlled, so nothing typed is lost when errors come back; the button is enabled again after errors. The
 * return target, when the sign-up serves one, rides along: the new user is signed in and sent back to it.
 */
export function SignupForm({ kind, retour }: { kind: SignupKind; retour?: string }) {
  const { schema, fields } = signupForms[kind];
  const required = requiredKeys(schema);
  const [state, action, pending] = useActionState(signup.bind(null, kind), initial);
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [values, setValues] = useState<Record<string, string>>({});
  const [first, setFirst] = useState('');
  const [second, setSecond] = useState('');
  const errors = clientErrors ?? state.errors;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const input = { ...Object.fromEntries(fields.map((f) => [f.name, values[f.name] ?? ''])), plainPassword: { first, second } };
    const parsed = parseForm(schema, input);
    setAttempt((n) => n + 1);
    if (parsed.ok) return setClientErrors(null);
    event.preventDefault();
    setClientErrors(parsed.errors);
  }

  // Each field in error, in the form's order, linked from the summary (issue #17 item 3).
  const summary = [
    ...fields.map((f) => ({ id: `${kind}-${f.name}`, label: f.label, error: errors[f.name] })),
    { id: 'password-first', label: auth.signup.password, error: errors['plainPassword.first'] },
    { id: 'password-second', label: auth.signup.passwordConfirm, error: errors['plainPassword.second'] },
  ].filter((field): field is { id: string; label: string; error: string } => Boolean(field.error));

  return (
    <form action={action} onSubmit={onSubmit} noValidate className="mt-6 space-y-4">
      {Object.keys(errors).length > 0 && <ErrorSummary message={messages.donneesNonValides} fields={summary} attempt={attempt} />}
      <RequiredNote />
      {fields.map((field) => (
        <TextField
          key={field.name}
          id={`${kind}-${field.name}`}
          name={field.name}
          label={field.label}
          type={field.type}
          autoComplete={field.autoComplete}
          value={values[field.name] ?? ''}
          onChange={(value) => setValues((v) => ({ ...v, [field.name]: value }))}
          error={errors[field.name]}
          required={required.has(field.name)}
        />
      ))}
      <NewPasswordFields first={first} second={second} onFirst={setFirst} onSecond={setSecond} errors={errors} />
      <CampaignField />
      {retour && <input type="hidden" name="retour" value={retour} />}
      <SubmitButton pending={pending} label={auth.signup.submit} pendingLabel={auth.signup.submitting} />
    </form>
  );
}
