'use client';

import { useCallback, useState, useTransition, type FormEvent } from 'react';
import { loginInfoSchema, messages, parseForm, type FieldErrors } from '@cep/domain';
import { BusyButton } from '@/components/forms/BusyButton';
import { NewPasswordFields } from '@/components/forms/NewPasswordFields';
import { PasswordField } from '@/components/forms/PasswordField';
import { RequiredNote } from '@/components/forms/RequiredNote';
import { changePasswordAction } from '@/lib/actions/account';
import { account } from '@/lib/i18n/fr/account';
import { Toast, type ToastMessage } from './Toast';

/** 'Informations de connexion': the password change (spec 01 §2). */
export function PasswordSection() {
  const [current, setCurrent] = useState('');
  const [first, setFirst] = useState('');
  const [second, setSecond] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const [pending, startTransition] = useTransition();
  const closeToast = useCallback(() => setToast(null), []);
  const title = messages.toastInfosConnexion;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = { currentPassword: current, plainPassword: { first, second } };
    const parsed = parseForm(loginInfoSchema, data);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      setToast({ title, text: messages.modificationEchec, tone: 'danger' });
      return;
    }
    startTransition(async () => {
      const result = await changePasswordAction(data);
      setErrors(result.errors ?? {});
      const ok = result.code === 200;
      setToast({ title, text: ok ? messages.modificationReussie : messages.modificationEchec, tone: ok ? 'success' : 'danger' });
      if (ok) [setCurrent, setFirst, setSecond].forEach((reset) => reset(''));
    });
  }

  return (
    <form onSubmit={onSubmit} noValidate className="max-w-md space-y-4">
      <h2 className="text-lg font-semibold">{title}</h2>
      <RequiredNote />
      <PasswordField
        id="current-password"
        name="currentPassword"
        label={account.account.currentPassword}
        autoComplete="current-password"
        value={current}
        onChange={setCurrent}
        error={errors.currentPassword}
        required
      />
      <NewPasswordFields first={first} second={second} onFirst={setFirst} onSecond={setSecond} errors={errors} />
      <BusyButton type="submit" busy={pending} className="rounded-full bg-vin-700 px-5 py-2 font-semibold text-white hover:bg-vin-800">
        {pending ? account.account.saving : account.account.changePassword}
      </BusyButton>
      <Toast toast={toast} onClose={closeToast} />
    </form>
  );
}
