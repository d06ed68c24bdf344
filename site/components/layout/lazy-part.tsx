'use client';

import { lazy, Suspense, type ComponentType } from 'react';

/**
 * A component whose code loads, in a chunk of its own, the first time it renders (or on `preload`); nothing shows
 * meanwhile.
 * React's `lazy` rather than `next/dynamic`: Next's loader adds about 2.5 KB gzipped to the first load of every
 * page whose chunk uses it, and the header's login popup and unread badge put it on every page (docs/decisions.md
 * « Popups loaded on demand »).
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const start = () => (loading ??= load().then((component) => ({ default: component })));
  const Part = lazy(start);
  function LazyPart(props: P) {
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  }
  /** Starts loading ahead, when the visitor shows the intent (pointer over, focus, touch), so a click finds it ready. */
  LazyPart.preload = () => void start();
  return LazyPart;
}
