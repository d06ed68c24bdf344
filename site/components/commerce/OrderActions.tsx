'use client';

import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { BusyButton } from '@/components/forms/BusyButton';
import { ConfirmDialog } from '@/components/forms/ConfirmDialog';
import { FormAlert } from '@/components/forms/FormAlert';
import { cancelOrderAction, retryPaymentAction } from '@/lib/actions/commerce';
import { commerce } from '@/lib/i18n/fr/commerce';

const t = commerce.order;

/** A waiting order: back to Stripe's page for a card order, or cancelled (after a confirmation). */
export function OrderActions({ id, card }: { id: string; card: boolean }) {
  const router = useRouter();
  const [asking, setAsking] = useState(false);
  const [message, setMessage] = useState<string>();
  const [pending, startTransition] = useTransition();

  const retry = () =>
    startTransition(async () => {
      const answer = await retryPaymentAction(id);
      setMessage(answer.message);
    });
  const cancel = () =>
    startTransition(async () => {
      const answer = await cancelOrderAction(id);
      setAsking(false);
      if (answer.code === 200) router.refresh();
      else setMessage(answer.message);
    });

  return (
    <div className="space-y-3">
      <FormAlert message={message} />
      <div className="flex flex-wrap gap-3">
        {card && (
          <BusyButton
            type="button"
            onClick={retry}
            busy={pending}
            className="rounded-full bg-vin-700 px-5 py-2 font-semibold text-white hover:bg-vin-800"
          >
            {t.resume}
          </BusyButton>
        )}
        <BusyButton
          type="button"
          onClick={() => setAsking(true)}
          busy={pending}
          className="rounded-full px-5 py-2 font-semibold text-vin-700 ring-1 ring-vin-700 hover:bg-vin-50"
        >
          {t.cancel}
        </BusyButton>
      </div>
      <ConfirmDialog
        open={asking}
        title={t.cancelTitle}
        text={t.cancelText}
        confirmLabel={t.cancel}
        cancelLabel={t.keep}
        onConfirm={cancel}
        onCancel={() => setAsking(false)}
      />
    </div>
  );
}
