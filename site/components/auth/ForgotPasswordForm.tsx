'use client';

import { useActionState, useState } from 'react';
import { FormAlert } from '@/components/forms/FormAlert';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { TextField } from '@/components/forms/TextField';
import { forgotAction, type ForgotState } from '@/lib/actions/auth';
import { fr } from '@/lib/i18n/fr';

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
        label={fr.login.email}
        value={email}
        onChange={setEmail}
      />
      <SubmitButton pending={pending} label={fr.forgot.submit} pendingLabel={fr.forgot.submitting} />
    </form>
  );
}
