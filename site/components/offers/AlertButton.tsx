'use client';

import { useState, useTransition, type ReactNode } from 'react';
import { BusyButton } from '@/components/forms/BusyButton';
import type { SearchAlertAnswer } from '@/lib/actions/alerts';

/**
 * « Créer une alerte » (spec 02 §6, §7): the current search becomes an alert (`/alerte/{query}`); visitors and
 * non-candidates read the spec's messages (a visitor, the way in), a search with nothing to watch reads the notice
 * (not in red: nothing failed).
 */
export function AlertButton({
  createAction,
  query,
  label,
  manageLink,
  loginLink,
}: {
  /** createSearchAlertAction, handed over by the page: the button's code carries no server-action plumbing of its own. */
  createAction: (query: string) => Promise<SearchAlertAnswer>;
  query: string;
  label: string;
  /** Drawn by the server: the browser gets the links, not their code or the dictionary. */
  manageLink: ReactNode;
  loginLink: ReactNode;
}) {
  const [answer, setAnswer] = useState<SearchAlertAnswer>();
  const [pending, startTransition] = useTransition();
  return (
    <div className="flex flex-wrap items-center gap-3">
      <BusyButton
        type="button"
        busy={pending}
        onClick={() => startTransition(async () => setAnswer(await createAction(query)))}
        className="rounded-full border border-vin-700 px-4 py-2 text-sm font-semibold text-vin-700 hover:bg-vin-50"
      >
        {label}
      </BusyButton>
      <div aria-live="polite" className="flex flex-wrap items-center gap-2 text-sm">
        {answer && <p className={answer.action === 'erreur' ? 'text-red-800' : 'text-stone-800'}>{answer.html}</p>}
        {answer?.action === 'noconnect' && loginLink}
        {(answer?.action === 'alerteok' || answer?.action === 'alertepresente') && manageLink}
      </div>
    </div>
  );
}
