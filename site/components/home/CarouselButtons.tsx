'use client';

// Its namespace of the dictionary, not all of it: this ships with a public page.
import { slider } from '@/lib/i18n/fr/slider';

/** Scrolls the carousel by one visible width; the list itself stays usable without them. */
export function CarouselButtons({ target }: { target: string }) {
  function scroll(direction: 1 | -1) {
    const track = document.getElementById(target);
    if (!track) return;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    track.scrollBy({ left: direction * track.clientWidth * 0.9, behavior: reduce ? 'auto' : 'smooth' });
  }
  const button = 'grid h-9 w-9 place-items-center rounded-full border border-stone-300 bg-white text-vin-800 hover:border-vin-700';
  return (
    <span className="hidden gap-2 sm:flex">
      <button type="button" aria-controls={target} aria-label={slider.slider.previous} onClick={() => scroll(-1)} className={button}>
        <span aria-hidden="true">←</span>
      </button>
      <button type="button" aria-controls={target} aria-label={slider.slider.next} onClick={() => scroll(1)} className={button}>
        <span aria-hidden="true">→</span>
      </button>
    </span>
  );
}
