'use client';

import { useRef, useState, useTransition, type FormEvent } from 'react';
import { BusyButton } from '@/components/forms/BusyButton';
import { FormAlert } from '@/components/forms/FormAlert';
import { ModalDialog } from '@/components/forms/ModalDialog';
import { PasswordField } from '@/components/forms/PasswordField';
import { deleteAccountAction } from '@/lib/actions/account';
import { account } from '@/lib/i18n/fr/account';

const t = account.account.personalData;

/** « Mes données » (candidates): the export of everything Cep holds, and the account's deletion behind the password. */
export function PersonalDataSection() {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [pending, startTransition] = useTransition();
  const opener = useRef<HTMLButtonElement>(null);

  function close() {
    setOpen(false);
    setPassword('');
    setError(undefined);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    startTransition(async () => {
      // On success the action redirects; an answer here is a refusal.
      const result = await deleteAccountAction(password);
      setError(result.errors?.password ?? result.message ?? t.confirmText);
    });
  }

  return (
    <div className="max-w-2xl space-y-8">
      <section aria-labelledby="export-title" className="space-y-3">
        <h2 id="export-title" className="text-lg font-semibold">
          {t.title}
        </h2>
        <p className="text-stone-700">{t.exportText}</p>
        <a
          href="/fichiers/donnees"
          download
          className="inline-block rounded-full bg-vin-700 px-5 py-2 font-semibold text-white hover:bg-vin-800"
        >
          {t.exportAction}
        </a>
        <p className="text-sm text-stone-600">{t.retention}</p>
      </section>
      <section aria-labelledby="delete-title" className="space-y-3 border-t border-sarment-100 pt-6">
        <h2 id="delete-title" className="text-lg font-semibold">
          {t.deleteTitle}
        </h2>
        <p className="text-stone-700">{t.deleteText}</p>
        <button
          ref={opener}
          type="button"
          onClick={() => setOpen(true)}
          className="rounded-full border border-red-700 px-5 py-2 font-semibold text-red-800 hover:bg-red-50"
        >
          {t.deleteAction}
        </button>
      </section>
      <ModalDialog open={open} title={t.confirmTitle} onClose={close} returnFocus={opener}>
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <p className="text-stone-800">{t.confirmText}</p>
          <PasswordField
            id="delete-password"
            name="password"
            label={account.account.currentPassword}
            autoComplete="current-password"
            value={password}
            onChange={setPassword}
          />
          <FormAlert message={error} />
          <div className="flex flex-wrap justify-end gap-3">
            <button type="button" onClick={close} className="rounded-full border border-stone-300 px-4 py-2 text-sm font-semibold">
              {t.cancel}
            </button>
            <BusyButton
              type="submit"
              busy={pending}
              className="rounded-full bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800"
            >
              {pending ? t.deleting : t.confirm}
            </BusyButton>
          </div>
        </form>
      </ModalDialog>
    </div>
  );
}
