'use client';

import { useEffect, useState } from 'react';
import type { Testimonial } from '@cep/domain';
import { TESTIMONIAL_SLIDER } from '@cep/domain/constants';
// Its namespace of the dictionary, not all of it: this ships with a public page.
import { slider } from '@/lib/i18n/fr/slider';

const t = slider.slider;
const { autoplayMs, gapPx } = TESTIMONIAL_SLIDER;

/** Slides in view: 1, 2 from 768 px, 3 from 992 px (spec 02 §9); the same breakpoints as the CSS below. */
function perViewNow(): number {
  if (window.matchMedia('(min-width: 992px)').matches) return TESTIMONIAL_SLIDER.perView[992];
  if (window.matchMedia('(min-width: 768px)').matches) return TESTIMONIAL_SLIDER.perView[768];
  return TESTIMONIAL_SLIDER.perView.base;
}

/**
 * The testimonial slider (spec 02 §2, §9): moves every 7 s, pauses while the pointer is over it or focus is in it
 * and when « Pause » is pressed, never moves by itself when reduced motion is asked; previous/next buttons
 * work by keyboard. Every slide is rendered on the server in one row, so nothing shifts when it starts.
 */
export function TestimonialSlider({ testimonials }: { testimonials: Testimonial[] }) {
  const [index, setIndex] = useState(0);
  const [perView, setPerView] = useState(1);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const [reducedMotion, setReducedMotion] = useState(false);
  const last = Math.max(0, testimonials.length - perView);

  useEffect(() => {
    const update = () => {
      setPerView(perViewNow());
      setReducedMotion(window.matchMedia('(prefers-reduced-motion: reduce)').matches);
    };
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);

  const paused = hovered || focused || stopped || reducedMotion || last === 0;
  useEffect(() => {
    if (paused) return;
    const timer = window.setInterval(() => setIndex((i) => (i >= last ? 0 : i + 1)), autoplayMs);
    return () => window.clearInterval(timer);
  }, [paused, last]);

  const shown = Math.min(index, last);
  const go = (to: number) => setIndex(to < 0 ? last : to > last ? 0 : to);
  if (testimonials.length === 0) return null;

  const control = 'grid h-9 w-9 place-items-center rounded-full border border-stone-300 bg-white text-vin-800 hover:border-vin-700';
  return (
    <section
      aria-roledescription="carrousel"
      aria-labelledby="temoignages-title"
      className="mx-auto max-w-6xl px-4 py-8"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="temoignages-title" className="text-2xl font-bold text-vin-900">
          {t.testimonials}
        </h2>
        <div className="flex gap-2">
          <button
            type="button"
            onClick={() => setStopped((s) => !s)}
            className="rounded-full border border-stone-300 bg-white px-3 text-sm"
          >
            {stopped ? t.play : t.pause}
          </button>
          <button type="button" aria-label={t.previous} aria-controls="temoignages-track" onClick={() => go(shown - 1)} className={control}>
            <span aria-hidden="true">←</span>
          </button>
          <button type="button" aria-label={t.next} aria-controls="temoignages-track" onClick={() => go(shown + 1)} className={control}>
            <span aria-hidden="true">→</span>
          </button>
        </div>
      </div>
      <div className="mt-4 overflow-hidden">
        <ul
          id="temoignages-track"
          aria-live={paused ? 'polite' : 'off'}
          className="flex transition-transform duration-500 ease-out [--per:1] motion-reduce:transition-none md:[--per:2] min-[992px]:[--per:3]"
          style={{ gap: gapPx, transform: `translateX(calc(${-shown} * (100% + ${gapPx}px) / var(--per)))` }}
        >
          {testimonials.map((item, i) => {
            const visible = i >= shown && i < shown + perView;
            return (
              <li
                key={item.id}
                aria-roledescription="diapositive"
                aria-label={t.slide(i + 1, testimonials.length)}
                aria-hidden={!visible}
                className="shrink-0"
                style={{ flexBasis: `calc((100% - (var(--per) - 1) * ${gapPx}px) / var(--per))` }}
              >
                <figure className="flex h-full flex-col rounded-xl border border-sarment-100 bg-white p-6">
                  <blockquote className="flex-1 text-stone-800">« {item.texte} »</blockquote>
                  <figcaption className="mt-4 text-sm">
                    <span className="font-semibold text-vin-900">{item.nom}</span>
                    <span className="block text-stone-600">{item.fonction}</span>
                  </figcaption>
                </figure>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
