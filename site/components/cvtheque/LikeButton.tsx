'use client';

import { useState, useTransition } from 'react';
import { messages } from '@cep/domain';
import { BusyButton } from '@/components/forms/BusyButton';
import { likeCvAction } from '@/lib/actions/cvtheque';
import { alerts } from '@/lib/i18n/fr/alerts';

const t = alerts.cvLibrary;

/** The heart (spec 02 §4): liked for the whole account; a failure puts it back and says so. */
export function LikeButton({ id, titre, liked }: { id: string; titre: string; liked: boolean }) {
  const [on, setOn] = useState(liked);
  const [failed, setFailed] = useState(false);
  const [pending, startTransition] = useTransition();
  return (
    <span className="inline-flex items-center gap-2">
      <BusyButton
        type="button"
        aria-pressed={on}
        aria-label={on ? t.unlike(titre) : t.like(titre)}
        busy={pending}
        onClick={() => {
          const before = on;
          setOn(!before);
          setFailed(false);
          startTransition(async () => {
            const answer = await likeCvAction(id, !before).catch(() => ({ code: 500 }));
            if (answer.code !== 200) {
              setOn(before);
              setFailed(true);
            }
          });
        }}
        className="rounded-full p-1.5 text-2xl leading-none text-vin-700 hover:bg-vin-50"
      >
        <span aria-hidden="true">{on ? '♥' : '♡'}</span>
      </BusyButton>
      <span aria-live="polite" className="text-sm text-red-800">
        {failed ? messages.alerteEchec : ''}
      </span>
    </span>
  );
}
