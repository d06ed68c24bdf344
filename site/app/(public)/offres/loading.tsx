import { fr } from '@/lib/i18n/fr';

export default function OffersLoading() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8" aria-busy="true">
      <p className="sr-only" role="status">
        {fr.offers.loading}
      </p>
      <div className="h-8 w-2/3 animate-pulse rounded bg-sarment-100" />
      <div className="mt-6 h-36 animate-pulse rounded-xl bg-sarment-100" />
      <div className="mt-8 grid gap-4 md:grid-cols-2">
        {Array.from({ length: 6 }, (_, i) => (
          <div key={i} className="h-36 animate-pulse rounded-xl bg-sarment-100" />
        ))}
      </div>
    </div>
  );
}
