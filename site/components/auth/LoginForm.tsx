'use client';

import Link from 'next/link';
import { useActionState } from 'react';
import { FormAlert } from '@/components/forms/FormAlert';
import { PasswordField } from '@/components/forms/PasswordField';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { TextField } from '@/components/forms/TextField';
import { loginAction, type LoginState } from '@/lib/actions/auth';
import { fr } from '@/lib/i18n/fr';

/**
 * Login (spec 01 §2, §7): the return target travels in a hidden field; a failure keeps the e-mail typed.
 * The inputs are uncontrolled, so what a visitor types before the page hydrates is not lost; after each
 * attempt React resets the form to its defaults, the e-mail being the last one tried.
 */
export function LoginForm({ retour, idPrefix = 'login' }: { retour: string; idPrefix?: string }) {
  const [state, action, pending] = useActionState<LoginState, FormData>(loginAction, { code: 0, lastUsername: '' });

  return (
    <form action={action} className="mt-6 space-y-4">
      <FormAlert message={state.message} />
      <input type="hidden" name="retour" value={retour} />
      <TextField
        id={`${idPrefix}-email`}
        name="email"
        type="email"
        autoComplete="username"
        label={fr.login.email}
        defaultValue={state.lastUsername}
      />
      <PasswordField id={`${idPrefix}-password`} name="password" label={fr.login.password} autoComplete="current-password" />
      <p className="text-right text-sm">
        <Link href="/forgot-password" className="text-vin-700 underline-offset-2 hover:underline">
          {fr.login.forgot}
        </Link>
      </p>
      <SubmitButton pending={pending} label={fr.login.submit} pendingLabel={fr.login.submitting} />
    </form>
  );
}
