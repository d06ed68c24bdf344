import Link from 'next/link';
import { pageWords } from '@/lib/i18n/page-language';

/** Page links around the current one (first, last, and two neighbours), each a real URL. */
export async function Pagination({ hrefOf, page, totalPages }: { hrefOf: (page: number) => string; page: number; totalPages: number }) {
  const { t } = await pageWords();
  if (totalPages <= 1) return null;
  const pages = [...new Set([1, page - 1, page, page + 1, totalPages])].filter((p) => p >= 1 && p <= totalPages).sort((a, b) => a - b);
  const link = 'rounded-md border border-stone-300 bg-white px-3 py-1.5 text-sm hover:border-vin-700';
  return (
    <nav aria-label={t.offers.pagination} className="mt-8 flex flex-wrap items-center justify-center gap-2">
      {page > 1 && (
        <Link href={hrefOf(page - 1)} className={link} rel="prev">
          {t.offers.previous}
        </Link>
      )}
      {pages.map((p) =>
        p === page ? (
          <span key={p} aria-current="page" className="rounded-md bg-vin-700 px-3 py-1.5 text-sm font-semibold text-white">
            <span className="sr-only">{t.offers.page(p)}</span>
            <span aria-hidden="true">{p}</span>
          </span>
        ) : (
          <Link key={p} href={hrefOf(p)} className={link} aria-label={t.offers.page(p)}>
            {p}
          </Link>
        ),
      )}
      {page < totalPages && (
        <Link href={hrefOf(page + 1)} className={link} rel="next">
          {t.offers.next}
        </Link>
      )}
    </nav>
  );
}
