import Link from 'next/link';
import type { AccountArea } from '@cep/domain';
import { fr } from '@/lib/i18n/fr';

const t = fr.commerce.subscription;

/** What a page the lock keeps read-only is about; the notice names it. */
export type LockedPart = keyof typeof t.locked;

/**
 * Spec 02 §4: with `abonnement` 0 the page's inputs and buttons are disabled (the cms refuses the writes too);
 * this says what is read-only and leads to the subscription, the one link the lock leaves active.
 */
export function LockNotice({ part, area }: { part: LockedPart; area: AccountArea }) {
  return (
    <div role="note" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-900">
      <p className="font-semibold">{t.lockTitle}</p>
      <p className="mt-1 text-sm">{t.locked[part]}</p>
      <Link href={`${area}/abonnement`} className="mt-2 inline-block font-semibold text-vin-800 underline">
        {t.subscribe}
      </Link>
    </div>
  );
}
