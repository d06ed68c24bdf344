'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { subscribeLive } from '@/lib/live/messaging-live';

/**
 * Reads the page again when an answer arrives (the account's live stream says which offer's headcount moved), or
 * every 5 s while the stream is down: the recruiter keeps the page open on the morning of the start.
 */
export function LiveHeadcount({ offerId }: { offerId: string }) {
  const router = useRouter();
  useEffect(
    () =>
      subscribeLive('recrutement', (signal) => {
        if (signal.kind === 'poll' || (signal.kind === 'demarrage' && signal.offre === offerId)) router.refresh();
      }),
    [offerId, router],
  );
  return null;
}
