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
import { FRENCH_FORM_WORDS, FormWordsProvider, useFormWords, type FormWords } from '@/components/forms/form-words';
import { auth } from '@/lib/i18n/fr/auth';
import { signupForms, type SignupWords } from './signup-forms';

const initial: SignupState = { errors: {} };

/**
 * A sign-up form: the shared schema checks it before it is sent, the server checks it again. Every field is
 * controlled, so nothing typed is lost when errors come back; the button is enabled again after errors. The
 * return target, when the sign-up serves one, rides along: the new user is signed in and sent back to it.
 */
export function SignupForm(props: SignupFormProps) {
  return (
    <FormWordsProvider words={props.kit ?? FRENCH_FORM_WORDS}>
      <SignupFields {...props} />
    </FormWordsProvider>
  );
}

type SignupFormProps = {
  kind: SignupKind;
  retour?: string;
  /** Another language's labels (the worker's path), from the server; French without. */
  words?: SignupWords;
  kit?: FormWords;
};

function SignupFields({ kind, retour, words }: SignupFormProps) {
  const kit = useFormWords();
  const { schema, fields: french } = signupForms[kind];
  const fields = words ? french.map((field) => ({ ...field, label: words.labels[field.name] ?? field.label })) : french;
  const required = requiredKeys(schema);
  const [state, action, pending] = useActionState(signup.bind(null, kind), initial);
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [values, setValues] = useState<Record<string, string>>({});
  const [first, setFirst] = useState('');
  const [second, setSecond] = useState('');
  const errors = kit.errors(clientErrors ?? state.errors);

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
    { id: 'password-first', label: kit.password.password, error: errors['plainPassword.first'] },
    { id: 'password-second', label: kit.password.passwordConfirm, error: errors['plainPassword.second'] },
  ].filter((field): field is { id: string; label: string; error: string } => Boolean(field.error));

  return (
    <form action={action} onSubmit={onSubmit} noValidate className="mt-6 space-y-4">
      {Object.keys(errors).length > 0 && (
        <ErrorSummary message={kit.message(messages.donneesNonValides)} fields={summary} attempt={attempt} />
      )}
      <RequiredNote text={words?.required} />
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
      <SubmitButton
        pending={pending}
        label={words?.submit ?? auth.signup.submit}
        pendingLabel={words?.submitting ?? auth.signup.submitting}
      />
    </form>
  );
}
