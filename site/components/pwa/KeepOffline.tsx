'use client';

import { useEffect } from 'react';

/**
 * Asks the service worker to keep this page and the offers it lists readable offline (issue #41 item 3): rendered by
 * the candidate's applications list and shortlist. The worker fetches and stores them itself, network first ever after.
 */
export function KeepOffline({ page, offers }: { page: string; offers: string[] }) {
  const list = [page, ...offers.map((id) => `/offres/${encodeURIComponent(id)}`)].join('\n');
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    void navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage({ type: 'garder', urls: list.split('\n') }));
  }, [list]);
  return null;
}
