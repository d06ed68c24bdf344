'use client';

import { useState } from 'react';

/**
 * The school's video (spec 01 §3 `urlVideo`), embedded without tracking until played: nothing is loaded from
 * YouTube or Vimeo before the visitor presses « Lire la vidéo »; then the privacy-friendly player starts. Its words
 * come from the server (no dictionary ships with the page).
 */
export function VideoFacade({ src, title, labels }: { src: string; title: string; labels: { play: string; notice: string } }) {
  const [playing, setPlaying] = useState(false);
  return (
    <div className="aspect-video w-full overflow-hidden rounded-xl bg-vin-900">
      {playing ? (
        <iframe src={src} title={title} className="h-full w-full" allow="autoplay; fullscreen; picture-in-picture" allowFullScreen />
      ) : (
        <button
          type="button"
          onClick={() => setPlaying(true)}
          className="flex h-full w-full flex-col items-center justify-center gap-3 p-4 text-white"
        >
          <span aria-hidden="true" className="flex h-16 w-16 items-center justify-center rounded-full bg-white/90 text-2xl text-vin-900">
            ▶
          </span>
          <span className="text-lg font-semibold">{labels.play}</span>
          <span className="max-w-md text-center text-sm text-white/80">{labels.notice}</span>
        </button>
      )}
    </div>
  );
}
