'use client';

import { useState, useTransition } from 'react';
import { BusyButton } from '@/components/forms/BusyButton';
import { toggleSelectionAction } from '@/lib/actions/offer';
import { LoginDialogLink } from '@/components/auth/LoginDialogLink';
// Its namespace of the dictionary, not all of it: this ships with a public page.
import { offers as fr } from '@/lib/i18n/fr/offers';

/** The shortlist heart of an offer page; visitors and recruiters get the spec's messages (spec 02 §6). */
export function SelectionToggle({ id, initiallySelected }: { id: string; initiallySelected: boolean }) {
  const [selected, setSelected] = useState(initiallySelected);
  const [notice, setNotice] = useState<{ text: string; login: boolean }>();
  const [pending, startTransition] = useTransition();

  function toggle() {
    startTransition(async () => {
      const answer = await toggleSelectionAction(id);
      if (!answer) return;
      if (answer.action === 'ajout' || answer.action === 'supp') {
        setSelected(answer.action === 'ajout');
        setNotice({ text: answer.action === 'ajout' ? fr.offer.selected : fr.offer.unselected, login: false });
      } else {
        setNotice({ text: answer.message ?? '', login: answer.action === 'noconnect' });
      }
    });
  }

  return (
    <div>
      <BusyButton
        type="button"
        onClick={toggle}
        busy={pending}
        aria-pressed={selected}
        className="flex w-full items-center justify-center gap-2 rounded-full border border-vin-700 px-4 py-2 text-sm font-semibold text-vin-700 hover:bg-vin-50"
      >
        <span aria-hidden="true">{selected ? '♥' : '♡'}</span>
        {selected ? fr.offer.unselect : fr.offer.select}
      </BusyButton>
      <div aria-live="polite" className="mt-2 text-sm text-stone-800">
        {notice && <p>{notice.text}</p>}
        {notice?.login && <LoginDialogLink className="font-semibold text-vin-700 underline" />}
      </div>
    </div>
  );
}
