import type { Campaign, UtmTouch } from '@cep/domain';
import { utmPairsFrom } from '@cep/domain/utm-pairs';

/**
 * The visit's campaigns, first and last (issue #16 item 7), kept in the tab's sessionStorage: gone when the tab
 * closes, never sent to anyone but Cep, no cookie (docs/decisions.md).
 */
const KEY = 'cep_campagne';

/** The `utm_*` parameters this address arrived with, as a touch dated now; null when it has none. */
export function touchFrom(search: string, now = new Date()): UtmTouch | null {
  const pairs = utmPairsFrom(search);
  return pairs.length ? [...pairs, { key: 'utm_date', value: now.toISOString() }] : null;
}

/** Records a touch: the first of the visit stays, the last is replaced. */
export function rememberTouch(touch: UtmTouch): void {
  const kept = storedCampaign();
  const campaign: Campaign = { premiere: kept?.premiere ?? touch, derniere: touch };
  try {
    sessionStorage.setItem(KEY, JSON.stringify(campaign));
  } catch {
    // Storage refused (private mode, quota): the campaign is simply not attached.
  }
}

/**
 * Keeps the campaign this address arrived with for the visit and tells Cep (`POST /utm-stockage-campagne`); a
 * refusal is only logged (spec 02 §8).
 */
export async function captureCampaign(search: string): Promise<void> {
  const touch = touchFrom(search);
  if (!touch) return;
  rememberTouch(touch);
  const body = JSON.stringify(touch);
  const response = await fetch('/utm-stockage-campagne', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
  if (!response.ok) console.info(`[utm] ${response.status}`);
}

export function storedCampaign(): Campaign | null {
  try {
    const text = sessionStorage.getItem(KEY);
    return text ? (JSON.parse(text) as Campaign) : null;
  } catch {
    return null;
  }
}

/** The stored campaign as a form sends it (`campagne`): its JSON, or '' when the visit had none. */
export function campaignField(): string {
  const campaign = storedCampaign();
  return campaign ? JSON.stringify(campaign) : '';
}
