'use client';

import Link from 'next/link';
import { useState, useTransition } from 'react';
import { LoginDialogLink } from '@/components/auth/LoginDialogLink';
import { BusyButton } from '@/components/forms/BusyButton';
import { createSearchAlertAction, type SearchAlertAnswer } from '@/lib/actions/alerts';

type Role = 'candidat' | 'recruteur' | 'ecole' | 'moderateur' | 'editeur' | null;

/**
 * « Créer une alerte » (spec 02 §6, §7): the current search becomes an alert (`/alerte/{query}`); visitors and
 * non-candidates read the spec's messages, a search with nothing to watch reads the notice.
 */
export function AlertButton({
  role,
  query,
  labels,
}: {
  role: Role;
  query: string;
  /** From the server: the browser gets two strings, not the dictionary's namespaces. */
  labels: { create: string; manage: string };
}) {
  const [answer, setAnswer] = useState<SearchAlertAnswer>();
  const [pending, startTransition] = useTransition();
  return (
    <div className="flex flex-wrap items-center gap-3">
      <BusyButton
        type="button"
        busy={pending}
        onClick={() => startTransition(async () => setAnswer(await createSearchAlertAction(query)))}
        className="rounded-full border border-vin-700 px-4 py-2 text-sm font-semibold text-vin-700 hover:bg-vin-50"
      >
        {labels.create}
      </BusyButton>
      <div aria-live="polite" className="flex flex-wrap items-center gap-2 text-sm">
        {answer && <p className={answer.action === 'erreur' ? 'text-red-800' : 'text-stone-800'}>{answer.html}</p>}
        {answer?.action === 'noconnect' && role === null && <LoginDialogLink className="font-semibold text-vin-700 underline" />}
        {(answer?.action === 'alerteok' || answer?.action === 'alertepresente') && (
          <Link href="/candidat/alerte" className="font-semibold text-vin-700 underline">
            {labels.manage}
          </Link>
        )}
      </div>
    </div>
  );
}
