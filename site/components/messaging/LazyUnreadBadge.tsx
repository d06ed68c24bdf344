'use client';

import { lazyPart } from '@/components/layout/lazy-part';

/**
 * The header's « Messagerie » with its unread count, in a chunk of its own: only logged-in candidates and recruiters
 * see it, so its live stream and its words stay out of the code every visitor loads.
 */
export const UnreadBadge = lazyPart(() => import('./UnreadBadge').then((m) => m.UnreadBadge));
