import Link from 'next/link';
import { pageWords } from '@/lib/i18n/page-language';

export type Chip = { label: string; href: string };

/** Active filters as removable chips (issue #17 item 1): each is a link to the same search without it. */
export async function FilterChips({ chips, resetHref }: { chips: Chip[]; resetHref: string }) {
  const { t } = await pageWords();
  if (chips.length === 0) return null;
  return (
    <nav aria-label={t.offers.activeFilters} className="mt-4">
      <ul className="flex flex-wrap items-center gap-2 text-sm">
        {chips.map((c) => (
          <li key={c.label}>
            <Link
              href={c.href}
              aria-label={t.offers.removeFilter(c.label)}
              className="flex items-center gap-1 rounded-full border border-sarment-100 bg-sarment-50 py-1 pl-3 pr-2 hover:border-vin-700"
            >
              {c.label}
              <span aria-hidden="true">×</span>
            </Link>
          </li>
        ))}
        <li>
          <Link href={resetHref} className="font-semibold text-vin-700 underline">
            {t.offers.clearFilters}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
