'use client';

// Its namespace only, not the whole dictionary: an error boundary ships with every page.
import { errors } from '@/lib/i18n/fr/errors';

const t = errors.errors;

export default function ErrorBoundary({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <div role="alert" className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-vin-900">{t.title}</h1>
      <p className="mt-2 text-stone-700">{t.text}</p>
      <button type="button" onClick={reset} className="mt-6 rounded-full bg-vin-700 px-5 py-2 font-semibold text-white hover:bg-vin-800">
        {t.retry}
      </button>
    </div>
  );
}
