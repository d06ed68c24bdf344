import { fr } from '@/lib/i18n/fr';

/** Spec 02 §4: with `abonnement` 0 the page's inputs and buttons are disabled; this says why (the cms refuses the writes too). */
export function LockNotice() {
  return (
    <div role="note" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-900">
      <p className="font-semibold">{fr.lock.title}</p>
      <p className="mt-1 text-sm">{fr.lock.text}</p>
    </div>
  );
}
