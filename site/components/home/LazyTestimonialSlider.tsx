'use client';

import { lazyPart } from '@/components/layout/lazy-part';

/**
 * The home page's testimonial slider, far below the fold, in a chunk of its own asked for while the page hydrates:
 * the rest of the page does not wait for it. The server draws its slides; it moves, and its buttons answer, once
 * its code has arrived (a click before that is lost, as on any control before hydration).
 */
export const TestimonialSlider = lazyPart(() => import('./TestimonialSlider').then((m) => m.TestimonialSlider));
