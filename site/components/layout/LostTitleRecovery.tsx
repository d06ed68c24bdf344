'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

/** How long a page may go without a title while its head streams in before the head counts as lost. */
const GRACE_MS = 2000;

/**
 * Works around a Next.js 16.4 router bug: a link followed while its prefetch is still in flight reuses that
 * prefetch's head, and if the prefetch then fails the head is never asked for again — the page shows without a
 * `<title>` (the tab reads the address, screen readers announce no page name) until the next navigation. Every Cep
 * page has a title, so a head left without one for two seconds has been lost: one refresh asks the server for
 * the whole page again, head included. A refresh that brings none back changes nothing in the head, so it cannot
 * loop. docs/decisions.md « A page's lost title » has the reproduction.
 */
export function LostTitleRecovery() {
  const router = useRouter();
  useEffect(() => {
    let timer: number | undefined;
    const check = () => {
      if (document.querySelector('title')) {
        window.clearTimeout(timer);
        timer = undefined;
      } else if (timer === undefined) {
        timer = window.setTimeout(() => {
          timer = undefined;
          if (!document.querySelector('title')) router.refresh();
        }, GRACE_MS);
      }
    };
    const observer = new MutationObserver(check);
    observer.observe(document.head, { childList: true });
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [router]);
  return null;
}
