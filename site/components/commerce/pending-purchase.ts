/**
 * A visitor's pack choice kept in the browser while they log in (spec 01 §2, §4: pack id, offer type,
 * expiry timestamp), resumed at `/after-login-achat/{type}/{id}`; past its expiry it is dropped.
 */
const KEY = 'cep.achat-en-attente';
const LIFETIME_MS = 30 * 60 * 1000;

export interface PendingPurchase {
  type: 'pack' | 'pack-cv';
  id: string;
  expiresAt: number;
}

export function rememberPurchase(type: PendingPurchase['type'], id: string): void {
  const pending: PendingPurchase = { type, id, expiresAt: Date.now() + LIFETIME_MS };
  window.localStorage.setItem(KEY, JSON.stringify(pending));
}

/** Whether the browser holds this purchase, still valid (`valide`), or not or no longer (`expire`). */
export function pendingState(type: string, id: string): 'valide' | 'expire' {
  try {
    const pending = JSON.parse(window.localStorage.getItem(KEY) ?? 'null') as PendingPurchase | null;
    return pending?.type === type && pending.id === id && pending.expiresAt > Date.now() ? 'valide' : 'expire';
  } catch {
    return 'expire';
  }
}

/** A pending purchase is used once, or dropped. */
export function forgetPurchase(): void {
  window.localStorage.removeItem(KEY);
}

/** The purchase page of a pending purchase. */
export const purchasePath = (type: PendingPurchase['type'], id: string) =>
  type === 'pack'
    ? `/recrutement/achat?type=pack&pack=${encodeURIComponent(id)}`
    : `/recrutement/achat?type=pack-cv&nombre=${encodeURIComponent(id)}`;
