'use client';

import { useEffect } from 'react';
import { markApplied } from './InstalledApp';

/** On the applications page after a send: the moment the install offer may appear (issue #41 item 3). */
export function ApplicationSent() {
  useEffect(() => markApplied(), []);
  return null;
}
