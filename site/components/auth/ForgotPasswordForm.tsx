'use client';

import { useActionState, useState } from 'react';
import { FormAlert } from '@/components/forms/FormAlert';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { TextField } from '@/components/forms/TextField';
import { forgotAction, type ForgotState } from '@/lib/actions/auth';
import { auth } from '@/lib/i18n/fr/auth';
import { login } from '@/lib/i18n/fr/login';

export function ForgotPasswordForm() {
  const [state, action, pending] = useActionState<ForgotState, FormData>(forgotAction, { status: 'idle', message: '', email: '' });
  const [email, setEmail] = useState('');
  return (
    <form action={action} className="mt-6 space-y-4">
      <FormAlert message={state.status === 'idle' ? undefined : state.message} tone={state.status === 'sent' ? 'success' : 'danger'} />
      <TextField
        id="forgot-email"
        name="email"
        type="email"
        autoComplete="email"
        label={login.login.email}
        value={email}
        onChange={setEmail}
      />
      <SubmitButton pending={pending} label={auth.forgot.submit} pendingLabel={auth.forgot.submitting} />
    </form>
  );
}
