import Link from 'next/link';
import type { ReactNode } from 'react';
import { CarouselButtons } from './CarouselButtons';

/**
 * A row of cards the visitor scrolls sideways (home page carousels, spec 02 §2): a scroll-snapping list that
 * works with touch, trackpad and Tab through its links without JavaScript; previous/next buttons add to it.
 * Cards keep one width per breakpoint and the row its height, so nothing moves when it loads.
 */
export function Carousel({
  id,
  title,
  moreHref,
  moreLabel,
  children,
}: {
  id: string;
  title: string;
  moreHref: string;
  moreLabel: string;
  children: ReactNode[];
}) {
  if (children.length === 0) return null;
  return (
    <section className="mx-auto max-w-6xl px-4 py-8" aria-labelledby={`${id}-title`}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={`${id}-title`} className="text-2xl font-bold text-vin-900">
          {title}
        </h2>
        <div className="flex items-center gap-3">
          <Link href={moreHref} className="text-sm font-medium text-vin-700 underline-offset-2 hover:underline">
            {moreLabel}
          </Link>
          <CarouselButtons target={`${id}-track`} />
        </div>
      </div>
      <ul id={`${id}-track`} className="mt-4 flex snap-x snap-mandatory gap-4 overflow-x-auto pb-3 [scrollbar-width:thin]">
        {children.map((child, index) => (
          <li key={index} className="w-[85%] shrink-0 snap-start [&>*]:h-full sm:w-[calc((100%-1rem)/2)] lg:w-[calc((100%-2rem)/3)]">
            {child}
          </li>
        ))}
      </ul>
    </section>
  );
}
