'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useRef, useState, useTransition, type ReactNode } from 'react';
import { BusyButton } from '@/components/forms/BusyButton';
import { removeFromShortlistAction } from '@/lib/actions/applications';
import { applications } from '@/lib/i18n/fr/applications';

const t = applications.shortlist;

type Item = { id: string; titre: string; open: boolean; card: ReactNode };

/**
 * The shortlisted offers (their search cards, rendered on the server) with « Retirer de ma sélection »; once
 * removed the list is read again, the removal announced and the focus put on the count, which stays.
 */
export function ShortlistItems({
  items,
  countLabel,
  empty,
}: {
  items: Item[];
  countLabel: string;
  /** An empty shortlist: what to say and where to go (it stays on screen when the last offer is removed). */
  empty?: { text: string; href: string; action: string };
}) {
  const router = useRouter();
  const [announce, setAnnounce] = useState<{ text: string; tone: 'success' | 'danger' }>();
  const [pending, startTransition] = useTransition();
  const count = useRef<HTMLParagraphElement>(null);

  function remove(item: Item) {
    startTransition(async () => {
      const answer = await removeFromShortlistAction(item.id).catch(() => null);
      if (answer?.code !== 200) {
        setAnnounce({ text: t.failed, tone: 'danger' });
        return;
      }
      setAnnounce({ text: t.removed(item.titre), tone: 'success' });
      count.current?.focus();
      router.refresh();
    });
  }

  return (
    <section aria-labelledby="selection-count" className="mt-6">
      <p ref={count} id="selection-count" tabIndex={-1} className="text-sm font-semibold text-stone-800 outline-none">
        {countLabel}
      </p>
      <div aria-live="polite" className="mt-2">
        {announce && (
          <p
            role={announce.tone === 'danger' ? 'alert' : 'status'}
            className={`rounded-lg border p-3 text-sm font-medium ${
              announce.tone === 'danger' ? 'border-red-300 bg-red-50 text-red-800' : 'border-feuille-600/40 bg-feuille-50 text-feuille-600'
            }`}
          >
            {announce.text}
          </p>
        )}
      </div>
      {empty && (
        <div className="mt-4 rounded-xl bg-white p-6 text-center text-stone-700">
          <p>{empty.text}</p>
          <Link href={empty.href} className="mt-4 inline-block rounded-full bg-vin-700 px-5 py-2 font-semibold text-white hover:bg-vin-800">
            {empty.action}
          </Link>
        </div>
      )}
      <ul className="mt-4 space-y-4">
        {items.map((item) => (
          <li key={item.id}>
            {item.card}
            <div className="mt-2 flex flex-wrap items-center gap-3">
              {!item.open && <p className="text-sm font-medium text-amber-900">{t.closed}</p>}
              <BusyButton
                type="button"
                onClick={() => remove(item)}
                busy={pending}
                aria-label={t.removeLabel(item.titre)}
                className="rounded-full border border-vin-700 px-4 py-1.5 text-sm font-semibold text-vin-700 hover:bg-vin-50"
              >
                <span aria-hidden="true">♥ </span>
                {t.remove}
              </BusyButton>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
