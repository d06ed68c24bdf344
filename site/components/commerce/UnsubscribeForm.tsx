'use client';

import { useState, useTransition } from 'react';
import { FormAlert } from '@/components/forms/FormAlert';
import { unsubscribeAction } from '@/lib/actions/preferences';
import { fr } from '@/lib/i18n/fr';

const t = fr.commerce.unsubscribe;

/** The e-mail's unsubscribe link lands here: one button (a GET never changes data), then the outcome. */
export function UnsubscribeForm({ candidate, token }: { candidate: string; token: string }) {
  const [state, setState] = useState<'idle' | 'done' | 'invalid'>('idle');
  const [pending, startTransition] = useTransition();
  if (state !== 'idle') return <FormAlert message={state === 'done' ? t.done : t.invalid} tone={state === 'done' ? 'success' : 'danger'} />;
  return (
    <button
      type="button"
      disabled={pending}
      onClick={() =>
        startTransition(async () => {
          const answer = await unsubscribeAction(candidate, token);
          setState(answer.code === 200 ? 'done' : 'invalid');
        })
      }
      className="rounded-full bg-vin-700 px-5 py-2 font-semibold text-white hover:bg-vin-800 disabled:opacity-70"
    >
      {t.confirm}
    </button>
  );
}
