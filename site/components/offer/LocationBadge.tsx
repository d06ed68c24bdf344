import { pageWords } from '@/lib/i18n/page-language';

/** The main place, and a '+N' disclosure listing the other departments and regions (keyboard reachable). */
export async function LocationBadge({ main, others }: { main: string; others: string[] }) {
  const { t } = await pageWords();
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <span>{main}</span>
      {others.length > 0 && (
        <details className="relative inline-block">
          <summary className="cursor-pointer list-none rounded-full bg-sarment-100 px-2 py-0.5 text-xs font-semibold text-stone-800">
            <span aria-hidden="true">{t.offer.otherPlaces(others.length)}</span>
            <span className="sr-only">{t.offer.otherPlacesLabel(others.length)}</span>
          </summary>
          <ul className="absolute z-10 mt-1 w-56 rounded-lg border border-stone-200 bg-white p-2 text-sm shadow-lg">
            {others.map((place) => (
              <li key={place}>{place}</li>
            ))}
          </ul>
        </details>
      )}
    </span>
  );
}
