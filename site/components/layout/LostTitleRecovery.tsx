'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useEffect } from 'react';

/** How long a page may go without a title while its head streams in before the head counts as lost. */
const GRACE_MS = 2000;

/**
 * Works around a Next.js 16.4 router bug: a link followed while its prefetch is still in flight reuses that
 * prefetch's head, and if the prefetch then fails the head is never asked for again — the page shows without a
 * `<title>` (the tab reads the address, screen readers announce no page name) until the next navigation. Every Cep
 * page has a title (the root layout gives a default), so a page still without one two seconds after a navigation has
 * lost its head: one refresh asks the server for the whole page again, head included. A refresh does not change the
 * address, so it runs at most once per navigation. docs/decisions.md « A page's lost title » has the reproduction.
 */
export function LostTitleRecovery() {
  const router = useRouter();
  const pathname = usePathname();
  const search = useSearchParams().toString();
  useEffect(() => {
    const timer = window.setTimeout(() => {
      if (!document.title) router.refresh();
    }, GRACE_MS);
    return () => window.clearTimeout(timer);
  }, [pathname, search, router]);
  return null;
}
