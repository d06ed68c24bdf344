'use client';

import { useState, useTransition } from 'react';
import { BusyButton } from '@/components/forms/BusyButton';
import { FormAlert } from '@/components/forms/FormAlert';
import { chaseStartAction } from '@/lib/actions/harvest-start';
import { harvestStart } from '@/lib/i18n/fr/harvest-start';

const t = harvestStart.start;

/** « Relancer les sans-réponse »: the e-mail again to those who have not answered, each at most every 12 hours. */
export function ChaseButton({ offerId }: { offerId: string }) {
  const [pending, startTransition] = useTransition();
  const [answer, setAnswer] = useState<{ code: number; relances?: number; message?: string } | null>(null);
  const message = answer ? (answer.code === 200 ? t.chased(answer.relances ?? 0) : (answer.message ?? t.failed)) : undefined;
  return (
    <div className="space-y-2">
      <BusyButton
        busy={pending}
        onClick={() => startTransition(async () => setAnswer(await chaseStartAction(offerId)))}
        className="rounded-full border border-vin-700 px-4 py-2 text-sm font-semibold text-vin-700 hover:bg-vin-50"
      >
        {pending ? t.chasing : t.chase}
      </BusyButton>
      <p className="text-xs text-stone-600">{t.chaseHint}</p>
      <FormAlert message={message} tone={answer?.code === 200 ? 'success' : 'danger'} />
    </div>
  );
}
