'use client';

import { useSyncExternalStore } from 'react';
import { campaignField } from '@/lib/campaign';

const never = () => () => undefined;

/**
 * The visit's campaigns as a hidden field of a plain form (`campagne`): empty when rendered on the server, the
 * tab's stored campaign once in the browser.
 */
export function CampaignField() {
  const value = useSyncExternalStore(never, campaignField, () => '');
  return <input type="hidden" name="campagne" value={value} />;
}
