'use client';

import { lazyPart } from '@/components/layout/lazy-part';

/**
 * « Copier le lien » at the foot of an offer, in a chunk of its own asked for while the page hydrates: the rest of
 * the page does not wait for it.
 */
export const CopyLinkButton = lazyPart(() => import('./CopyLinkButton').then((m) => m.CopyLinkButton));
