'use client';

import { lazy, memo, Suspense, type ComponentType } from 'react';

/**
 * A component whose code loads, in a chunk of its own, the first time it renders or on `preload`; nothing shows
 * meanwhile. React's `lazy` rather than `next/dynamic`: Next's loader adds about 2.5 KB gzipped to the first load of
 * every page whose chunk uses it, and the header's login popup and unread badge put it on every page
 * (docs/decisions.md « Popups loaded on demand »).
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const start = () =>
    (loading ??= load()
      .then((component) => ({ default: component }))
      .catch((error: unknown) => {
        // A failed download (the network) is tried again at the next call instead of being remembered.
        loading = undefined;
        throw error;
      }));
  const Part = lazy(start);
  // Memoised: new props for a server-drawn part whose code has not arrived would make React drop its HTML for
  // the empty fallback until then (the mobile menu's « Messagerie » would blink out).
  const LazyPart = memo(function LazyPart(props: P) {
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  });
  /** Loads ahead, when the visitor shows the intent (pointer over, focus, touch); says whether the code is there. */
  const preload = () =>
    start().then(
      () => true,
      () => false,
    );
  return Object.assign(LazyPart, { preload });
}
