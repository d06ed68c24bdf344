'use client';

import Link from 'next/link';
import { useEffect, useState } from 'react';
import type { MessagingSide } from '@cep/domain';
import { subscribeLive } from '@/lib/live/messaging-live';
// Its namespace only, not the whole dictionary: this ships with every page of a logged-in member.
import { messaging } from '@/lib/i18n/fr/messaging';

const t = messaging.messaging;

/**
 * « Messagerie » in the header with the number of conversations holding unread messages, kept current by the
 * live stream (or polling); read on the client so the page around it stays the same for everyone.
 */
export function UnreadBadge({ side, className, onClick }: { side: MessagingSide; className?: string; onClick?: () => void }) {
  const [count, setCount] = useState(0);
  useEffect(() => {
    let stale = false;
    const read = () =>
      fetch(`/${side}/messagerie/nonlu`, { method: 'POST', cache: 'no-store' })
        .then((response) => (response.ok ? (response.json() as Promise<{ nb?: number }>) : null))
        .then((answer) => {
          if (!stale && answer) setCount(answer.nb ?? 0);
        })
        .catch(() => undefined);
    void read();
    const stop = subscribeLive(side, (signal) => signal.kind !== 'demarrage' && void read());
    return () => {
      stale = true;
      stop();
    };
  }, [side]);
  return (
    <Link href={`/${side}/messagerie`} className={className} onClick={onClick}>
      {t.navLabel}
      {count > 0 && (
        <>
          <span
            aria-hidden="true"
            className="ml-1 inline-block min-w-5 rounded-full bg-vin-700 px-1.5 text-center text-xs font-bold text-white"
          >
            {count}
          </span>
          <span className="sr-only">{`, ${t.unread(count)}`}</span>
        </>
      )}
    </Link>
  );
}
