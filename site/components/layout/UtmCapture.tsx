'use client';

import { useEffect } from 'react';

/**
 * On any page reached with `utm_*` parameters: keeps the campaign for the visit (first and last touch) and tells
 * Cep (`POST /utm-stockage-campagne`). Renders nothing; a failure is only logged (spec 02 §8). Most visits carry
 * no campaign: the code that reads, keeps and sends one (lib/campaign.ts) loads only for those that do.
 */
export function UtmCapture() {
  useEffect(() => {
    // Read once: the address may change while the code below loads.
    const search = window.location.search;
    const keys = [...new URLSearchParams(search).keys()];
    if (!keys.some((key) => key.toLowerCase().startsWith('utm_'))) return;
    import('@/lib/campaign')
      .then(({ captureCampaign }) => captureCampaign(search))
      .catch((error: Error) => console.info(`[utm] ${error.message}`));
  }, []);
  return null;
}
