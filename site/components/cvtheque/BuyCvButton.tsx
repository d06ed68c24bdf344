'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useRef, useState, useTransition } from 'react';
import { messages } from '@cep/domain';
import { BusyButton } from '@/components/forms/BusyButton';
import { ConfirmDialog } from '@/components/forms/ConfirmDialog';
import { FormAlert } from '@/components/forms/FormAlert';
import { buyCvAction } from '@/lib/actions/cvtheque';
import { alerts } from '@/lib/i18n/fr/alerts';

const t = alerts.cvLibrary;

/** « Voir les coordonnées » (spec 02 §7): one CV credit after a confirmation; on 200 the page reloads with the CV in full. */
export function BuyCvButton({ id }: { id: string }) {
  const router = useRouter();
  const opener = useRef<HTMLButtonElement>(null);
  const [confirming, setConfirming] = useState(false);
  const [refusal, setRefusal] = useState<{ message: string; noCredit: boolean }>();
  const [pending, startTransition] = useTransition();
  return (
    <div>
      <BusyButton
        ref={opener}
        type="button"
        busy={pending}
        onClick={() => setConfirming(true)}
        className="rounded-full bg-vin-700 px-4 py-2 text-sm font-semibold text-white hover:bg-vin-800"
      >
        {t.buy}
      </BusyButton>
      <div aria-live="assertive">
        {refusal && (
          <div className="mt-2 space-y-1">
            <FormAlert message={refusal.message} />
            {refusal.noCredit && (
              <Link href="/packs#cv-packs" className="text-sm font-semibold text-vin-700 underline">
                {t.buyCredits}
              </Link>
            )}
          </div>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        title={t.buy}
        text={t.buyConfirm}
        confirmLabel={t.buy}
        cancelLabel={alerts.cvAlerts.cancel}
        returnFocus={opener}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          startTransition(async () => {
            const answer = await buyCvAction(id).catch(() => ({ code: 500 }));
            if (answer.code === 200) {
              router.refresh();
              return;
            }
            const message = 'message' in answer && typeof answer.message === 'string' ? answer.message : messages.alerteEchec;
            setRefusal({ message, noCredit: answer.code === 402 });
          });
        }}
      />
    </div>
  );
}
