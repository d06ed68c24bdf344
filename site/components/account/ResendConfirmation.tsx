'use client';

import { useState, useTransition } from 'react';
import { messages } from '@cep/domain/messages';
import { BusyButton } from '@/components/forms/BusyButton';
import { resendConfirmationAction } from '@/lib/actions/account';
import { FormAlert } from '@/components/forms/FormAlert';
import { account } from '@/lib/i18n/fr/account';

/** The reminder of an unconfirmed address, with a way to get a new link (publishing and inviting need it). */
export function ResendConfirmation() {
  const [outcome, setOutcome] = useState<{ text: string; tone: 'success' | 'danger' } | null>(null);
  const [pending, startTransition] = useTransition();

  function resend() {
    startTransition(async () => {
      const answer = await resendConfirmationAction();
      setOutcome(
        answer.code === 200
          ? { text: answer.message ?? account.account.confirmDone, tone: 'success' }
          : { text: answer.message ?? messages.erreurReessayer, tone: 'danger' },
      );
    });
  }

  return (
    <div className="mt-4 space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
      <p>{account.account.confirmPending}</p>
      <BusyButton
        type="button"
        onClick={resend}
        busy={pending}
        className="rounded-full border border-amber-400 bg-white px-4 py-1.5 font-semibold text-amber-900 hover:bg-amber-100"
      >
        {pending ? account.account.confirmSending : account.account.confirmResend}
      </BusyButton>
      <FormAlert message={outcome?.text} tone={outcome?.tone} />
    </div>
  );
}
