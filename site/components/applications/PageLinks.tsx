import Link from 'next/link';
import { fr } from '@/lib/i18n/fr';

type Props = {
  page: number;
  pages: number;
  /** The address of a page, the list's filters kept. */
  href: (page: number) => string;
  label: string;
};

/** Page links around the current one (first, last, two neighbours), each a real URL; nothing for one page. */
export function PageLinks({ page, pages, href, label }: Props) {
  if (pages <= 1) return null;
  const shown = [...new Set([1, page - 1, page, page + 1, pages])].filter((p) => p >= 1 && p <= pages).sort((a, b) => a - b);
  const link = 'rounded-md border border-stone-300 bg-white px-3 py-1.5 text-sm hover:border-vin-700';
  const t = fr.pagination;
  return (
    <nav aria-label={label} className="mt-8 flex flex-wrap items-center justify-center gap-2">
      {page > 1 && (
        <Link href={href(Math.min(page - 1, pages))} className={link} rel="prev">
          {t.previous}
        </Link>
      )}
      {shown.map((p) =>
        p === page ? (
          <span key={p} aria-current="page" className="rounded-md bg-vin-700 px-3 py-1.5 text-sm font-semibold text-white">
            <span className="sr-only">{t.page(p)}</span>
            <span aria-hidden="true">{p}</span>
          </span>
        ) : (
          <Link key={p} href={href(p)} className={link} aria-label={t.page(p)}>
            {p}
          </Link>
        ),
      )}
      {page < pages && (
        <Link href={href(page + 1)} className={link} rel="next">
          {t.next}
        </Link>
      )}
    </nav>
  );
}

/** The list's address with its filters and a page (page 1 is left out). */
export function listHref(path: string, query: Record<string, string | undefined>, page: number): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** The page asked for: a whole number from 1 (anything else is page 1). */
export function pageParam(value: string | undefined): number {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) && n >= 1 ? Math.min(n, 10_000) : 1;
}
