'use client';

import { lazyPart } from '@/components/layout/lazy-part';

/**
 * The search forms' commune field (/offres, /formations) in a chunk of its own, asked for while the page hydrates:
 * the rest of the page does not wait for it. Until it arrives the server-drawn input is a plain text field, which
 * the form sends as typed (the site reads a commune typed without picking it, lib/typed-commune.ts).
 */
export const PlaceAutocomplete = lazyPart(() => import('@/components/forms/PlaceAutocomplete').then((m) => m.PlaceAutocomplete));
