'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useSyncExternalStore } from 'react';
import { commerce } from '@/lib/i18n/fr/commerce';
import { forgetPurchase, pendingState, purchasePath, type PendingPurchase } from './pending-purchase';

const t = commerce.pending;
// The pending purchase is read once, on the client; nothing changes it while this page is open.
const subscribe = () => () => {};

/** Goes on to the purchase page when the browser still holds this choice; otherwise says it expired. */
export function ResumePurchase({ type, id }: { type: PendingPurchase['type']; id: string }) {
  const router = useRouter();
  const state = useSyncExternalStore(
    subscribe,
    () => pendingState(type, id),
    () => 'inconnu' as const,
  );

  useEffect(() => {
    if (state === 'inconnu') return;
    forgetPurchase();
    if (state === 'valide') router.replace(purchasePath(type, id));
  }, [router, state, type, id]);

  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <h1 className="text-2xl font-bold text-vin-900">{t.title}</h1>
      {state === 'expire' && (
        <p role="status" className="mt-4 text-stone-800">
          {t.expired}{' '}
          <Link href="/packs" className="font-semibold text-vin-700 underline">
            {t.back}
          </Link>
        </p>
      )}
    </div>
  );
}
