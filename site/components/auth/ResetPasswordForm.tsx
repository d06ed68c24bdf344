'use client';

import { useActionState, useState } from 'react';
import { messages } from '@cep/domain';
import { FormAlert } from '@/components/forms/FormAlert';
import { NewPasswordFields } from '@/components/forms/NewPasswordFields';
import { RequiredNote } from '@/components/forms/RequiredNote';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { resetAction, type ResetState } from '@/lib/actions/auth';
import { auth } from '@/lib/i18n/fr/auth';

export function ResetPasswordForm({ token }: { token: string }) {
  const [state, action, pending] = useActionState<ResetState, FormData>(resetAction, { errors: {} });
  const [first, setFirst] = useState('');
  const [second, setSecond] = useState('');
  const { token: tokenError, ...fieldErrors } = state.errors;
  return (
    <form action={action} className="mt-6 space-y-4">
      <FormAlert message={tokenError ?? (Object.keys(fieldErrors).length ? messages.donneesNonValides : undefined)} />
      <input type="hidden" name="token" value={token} />
      <RequiredNote />
      <NewPasswordFields first={first} second={second} onFirst={setFirst} onSecond={setSecond} errors={fieldErrors} />
      <SubmitButton pending={pending} label={auth.reset.submit} pendingLabel={auth.reset.submitting} />
    </form>
  );
}
