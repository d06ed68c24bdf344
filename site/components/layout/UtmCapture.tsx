'use client';

import { useEffect } from 'react';
import { rememberTouch, touchFrom } from '@/lib/campaign';

/**
 * On any page reached with `utm_*` parameters: keeps the campaign for the visit (first and last touch) and tells
 * Cep (`POST /utm-stockage-campagne`). Renders nothing; a failure is only logged (spec 02 §8).
 */
export function UtmCapture() {
  useEffect(() => {
    const touch = touchFrom(window.location.search);
    if (!touch) return;
    rememberTouch(touch);
    void fetch('/utm-stockage-campagne', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(touch) })
      .then((response) => {
        if (!response.ok) console.info(`[utm] ${response.status}`);
      })
      .catch((error: Error) => console.info(`[utm] ${error.message}`));
  }, []);
  return null;
}
