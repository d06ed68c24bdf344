'use client';

import Link from 'next/link';
import { useActionState, useEffect } from 'react';
import { FormAlert } from '@/components/forms/FormAlert';
import { PasswordField } from '@/components/forms/PasswordField';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { TextField } from '@/components/forms/TextField';
import { loginAction, type LoginState } from '@/lib/actions/auth';
import { login } from '@/lib/i18n/fr/login';
import { signupPath } from '@/lib/session/return-target';

/**
 * Login (spec 01 §2, §7): the return target travels in a hidden field; a failure keeps the e-mail typed.
 * The inputs are uncontrolled, so what a visitor types before the page hydrates is not lost; after each
 * attempt React resets the form to its defaults, the e-mail being the last one tried.
 */
export function LoginForm({ retour, idPrefix = 'login', inDialog = false }: { retour: string; idPrefix?: string; inDialog?: boolean }) {
  const [state, action, pending] = useActionState<LoginState, FormData>(loginAction, { code: 0, lastUsername: '' });
  // In the popup the e-mail field takes the focus, once the dialog has opened (its own focus comes first).
  useEffect(() => {
    if (!inDialog) return;
    const frame = requestAnimationFrame(() => document.getElementById(`${idPrefix}-email`)?.focus());
    return () => cancelAnimationFrame(frame);
  }, [inDialog, idPrefix]);

  return (
    <form action={action} className="mt-6 space-y-4">
      <FormAlert message={state.message} />
      <input type="hidden" name="retour" value={retour} />
      <TextField
        id={`${idPrefix}-email`}
        name="email"
        type="email"
        autoComplete="username"
        label={login.login.email}
        defaultValue={state.lastUsername}
      />
      <PasswordField id={`${idPrefix}-password`} name="password" label={login.login.password} autoComplete="current-password" />
      <p className="text-right text-sm">
        <Link href="/forgot-password" className="text-vin-700 underline-offset-2 hover:underline">
          {login.login.forgot}
        </Link>
      </p>
      <SubmitButton pending={pending} label={login.login.submit} pendingLabel={login.login.submitting} />
      {inDialog && (
        <p className="text-center text-sm text-stone-700">
          {login.login.noAccount}{' '}
          <Link href={signupPath(retour)} className="font-semibold text-vin-700 underline">
            {login.login.createAccount}
          </Link>
        </p>
      )}
    </form>
  );
}
