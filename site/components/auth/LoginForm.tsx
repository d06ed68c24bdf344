'use client';

import Link from 'next/link';
import { useActionState, useEffect } from 'react';
import { FormAlert } from '@/components/forms/FormAlert';
import { PasswordField } from '@/components/forms/PasswordField';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { TextField } from '@/components/forms/TextField';
import { loginAction, type LoginState } from '@/lib/actions/auth';
import { FRENCH_FORM_WORDS, FormWordsProvider, useFormWords, type FormWords } from '@/components/forms/form-words';
import { login } from '@/lib/i18n/fr/login';
import type { Translation } from '@/lib/i18n/translation';
import { signupPath } from '@/lib/session/return-target';

/**
 * Login (spec 01 §2, §7): the return target travels in a hidden field; a failure keeps the e-mail typed.
 * The inputs are uncontrolled, so what a visitor types before the page hydrates is not lost; after each
 * attempt React resets the form to its defaults, the e-mail being the last one tried.
 */
type Props = {
  retour: string;
  idPrefix?: string;
  inDialog?: boolean;
  /** Another language's words (the worker's path), from the server; French without. */
  words?: Translation['login'];
  kit?: FormWords;
};

export function LoginForm(props: Props) {
  return (
    <FormWordsProvider words={props.kit ?? FRENCH_FORM_WORDS}>
      <LoginFields {...props} />
    </FormWordsProvider>
  );
}

function LoginFields({ retour, idPrefix = 'login', inDialog = false, words = login.login }: Props) {
  const kit = useFormWords();
  const [state, action, pending] = useActionState<LoginState, FormData>(loginAction, { code: 0, lastUsername: '' });
  // In the popup the e-mail field takes the focus, once the dialog has opened (its own focus comes first).
  useEffect(() => {
    if (!inDialog) return;
    const frame = requestAnimationFrame(() => document.getElementById(`${idPrefix}-email`)?.focus());
    return () => cancelAnimationFrame(frame);
  }, [inDialog, idPrefix]);

  return (
    <form action={action} className="mt-6 space-y-4">
      <FormAlert message={kit.messageOrNone(state.message)} />
      <input type="hidden" name="retour" value={retour} />
      <TextField
        id={`${idPrefix}-email`}
        name="email"
        type="email"
        autoComplete="username"
        label={words.email}
        defaultValue={state.lastUsername}
      />
      <PasswordField id={`${idPrefix}-password`} name="password" label={words.password} autoComplete="current-password" />
      <p className="text-right text-sm">
        <Link href="/forgot-password" className="text-vin-700 underline-offset-2 hover:underline">
          {words.forgot}
        </Link>
      </p>
      <SubmitButton pending={pending} label={words.submit} pendingLabel={words.submitting} />
      {inDialog && (
        <p className="text-center text-sm text-stone-700">
          {words.noAccount}{' '}
          <Link href={signupPath(retour)} className="font-semibold text-vin-700 underline">
            {words.createAccount}
          </Link>
        </p>
      )}
    </form>
  );
}
