'use client';

import { useState, useTransition } from 'react';
import { BusyButton } from '@/components/forms/BusyButton';
import { FormAlert } from '@/components/forms/FormAlert';
import { unsubscribeAlertAction } from '@/lib/actions/alerts';
import { unsubscribeAction, unsubscribeMessagingAction } from '@/lib/actions/preferences';

export type MailingList = 'newsletter' | 'offres' | 'cv' | 'messagerie-candidat' | 'messagerie-recrutement';

/** Each list's signed link, sent back to the cms by the matching action. */
const UNSUBSCRIBE: Record<MailingList, (id: string, token: string) => Promise<{ code: number }>> = {
  newsletter: unsubscribeAction,
  offres: (id, token) => unsubscribeAlertAction('offres', id, token),
  cv: (id, token) => unsubscribeAlertAction('cv', id, token),
  'messagerie-candidat': (id, token) => unsubscribeMessagingAction('candidat', id, token),
  'messagerie-recrutement': (id, token) => unsubscribeMessagingAction('recrutement', id, token),
};

/**
 * An e-mail's unsubscribe link lands here (the newsletter, an alert's digest, the messaging e-mail): one button (a GET never changes
 * data), then the outcome.
 */
export function UnsubscribeForm({
  list,
  id,
  token,
  labels,
}: {
  list: MailingList;
  id: string;
  token: string;
  labels: { confirm: string; done: string; invalid: string };
}) {
  const [state, setState] = useState<'idle' | 'done' | 'invalid'>('idle');
  const [pending, startTransition] = useTransition();
  if (state !== 'idle')
    return <FormAlert message={state === 'done' ? labels.done : labels.invalid} tone={state === 'done' ? 'success' : 'danger'} />;
  return (
    <BusyButton
      type="button"
      busy={pending}
      onClick={() =>
        startTransition(async () => {
          const answer = await UNSUBSCRIBE[list](id, token);
          setState(answer.code === 200 ? 'done' : 'invalid');
        })
      }
      className="rounded-full bg-vin-700 px-5 py-2 font-semibold text-white hover:bg-vin-800"
    >
      {labels.confirm}
    </BusyButton>
  );
}
