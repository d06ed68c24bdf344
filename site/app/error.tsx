'use client';

import { fr } from '@/lib/i18n/fr';

export default function ErrorBoundary({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <div role="alert" className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-vin-900">{fr.errors.title}</h1>
      <p className="mt-2 text-stone-700">{fr.errors.text}</p>
      <button type="button" onClick={reset} className="mt-6 rounded-full bg-vin-700 px-5 py-2 font-semibold text-white hover:bg-vin-800">
        {fr.errors.retry}
      </button>
    </div>
  );
}
