'use client';

import { useSyncExternalStore } from 'react';
import { lazyPart } from '@/components/layout/lazy-part';

const InstalledApp = lazyPart(() => import('./InstalledApp').then((module) => module.InstalledApp));
const noSubscription = () => () => undefined;

/**
 * The installed app's part of every page, loaded in the browser once the page is up (its own chunk): nothing of it is
 * needed to read a page, so none of it weighs on a first load (docs/performance.md).
 */
export function InstalledAppLoader() {
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return inBrowser ? <InstalledApp /> : null;
}
