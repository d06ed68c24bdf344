'use client';

import { useState, useTransition } from 'react';
import { BusyButton } from '@/components/forms/BusyButton';
import { toggleSelectionAction } from '@/lib/actions/offer';
import { LoginDialogLink } from '@/components/auth/LoginDialogLink';
import type { FormWords } from '@/components/forms/form-words';
import type { Translation } from '@/lib/i18n/translation';

/** The shortlist heart of an offer page; visitors and recruiters get the spec's messages (spec 02 §6). */
export function SelectionToggle({
  id,
  initiallySelected,
  labels,
  translated,
}: {
  id: string;
  initiallySelected: boolean;
  /** In the page's language, from the server: the dictionary never ships to the browser. */
  labels: { select: string; unselect: string; selected: string; unselected: string };
  /** Another language than French: the cms's French answers in it, and the login popup's words. */
  translated?: { login: Translation['login']; kit: FormWords };
}) {
  const [selected, setSelected] = useState(initiallySelected);
  const [notice, setNotice] = useState<{ text: string; login: boolean }>();
  const [pending, startTransition] = useTransition();

  function toggle() {
    startTransition(async () => {
      const answer = await toggleSelectionAction(id);
      if (!answer) return;
      if (answer.action === 'ajout' || answer.action === 'supp') {
        setSelected(answer.action === 'ajout');
        setNotice({ text: answer.action === 'ajout' ? labels.selected : labels.unselected, login: false });
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
        {selected ? labels.unselect : labels.select}
      </BusyButton>
      <div aria-live="polite" className="mt-2 text-sm text-stone-800">
        {notice && <p>{translated?.kit.messages[notice.text] ?? notice.text}</p>}
        {notice?.login && (
          <LoginDialogLink className="font-semibold text-vin-700 underline" words={translated?.login} kit={translated?.kit} />
        )}
      </div>
    </div>
  );
}
