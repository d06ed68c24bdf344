import { fr } from '@/lib/i18n/fr';

/**
 * What a route segment shows while its data loads: a skeleton, and one status line for screen readers. It fills
 * the screen, so the footer waits below the fold: when the page arrives nothing visible moves (a short skeleton
 * made the footer jump up, then down — the home page's layout shift).
 */
export function PageLoading({ label = fr.errors.loading }: { label?: string }) {
  return (
    <div className="mx-auto min-h-screen max-w-6xl px-4 py-8" aria-busy="true">
      <p className="sr-only" role="status">
        {label}
      </p>
      <div className="h-8 w-1/2 animate-pulse rounded bg-sarment-100" />
      <div className="mt-6 h-48 animate-pulse rounded-xl bg-sarment-100" />
    </div>
  );
}
