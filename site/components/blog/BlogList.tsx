import Link from 'next/link';
import type { BlogCategory, BlogListAnswer } from '@cep/domain';
import { Pagination } from '@/components/offers/Pagination';
import { fr } from '@/lib/i18n/fr';
import { ArticleCard } from './ArticleCard';

const t = fr.blog;

/** `/blog/` or `/blog/{category}` with its query: the address of another page of the same list. */
export function blogHref(categorie: BlogCategory | null, q: string, page = 1): string {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return `${categorie ? `/blog/${categorie.slug}` : '/blog'}${query ? `?${query}` : ''}`;
}

/**
 * The public blog list (spec 02 §1, §2): free search, the categories as links (the current one marked), the
 * cards, pages from 1. A page past the last shows the last (the cms clamps it).
 */
export function BlogList({ list, categorie, q }: { list: BlogListAnswer; categorie: BlogCategory | null; q: string }) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-2xl font-bold text-vin-900 md:text-3xl">{categorie ? categorie.nom : t.title}</h1>
      <p className="mt-2 max-w-3xl text-stone-700">{categorie?.description || t.lead}</p>

      <form action={categorie ? `/blog/${categorie.slug}` : '/blog'} method="get" role="search" className="mt-6 flex max-w-xl gap-2">
        <label htmlFor="blog-q" className="sr-only">
          {t.searchLabel}
        </label>
        <input
          id="blog-q"
          name="q"
          type="search"
          defaultValue={q}
          maxLength={100}
          placeholder={t.searchPlaceholder}
          className="min-w-0 flex-1 rounded-full border border-stone-300 bg-white px-4 py-2"
        />
        <button type="submit" className="rounded-full bg-vin-800 px-5 py-2 font-semibold text-white hover:bg-vin-900">
          {t.search}
        </button>
      </form>

      <nav aria-label={t.categories} className="mt-6 overflow-x-auto">
        <ul className="flex gap-2 pb-1">
          {[null, ...list.categories].map((c) => {
            const current = (c?.slug ?? null) === (categorie?.slug ?? null);
            return (
              <li key={c?.slug ?? 'tous'} className="shrink-0">
                <Link
                  href={blogHref(c, q)}
                  aria-current={current ? 'page' : undefined}
                  className={`inline-block rounded-full border px-4 py-1.5 text-sm ${
                    current
                      ? 'border-vin-800 bg-vin-800 font-semibold text-white'
                      : 'border-stone-300 bg-white text-stone-800 hover:border-vin-700'
                  }`}
                >
                  {c?.nom ?? t.allCategories}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>

      <p className="mt-6 text-sm font-medium text-stone-700" aria-live="polite">
        {t.results(list.total)}
      </p>
      {list.articles.length === 0 ? (
        <div className="mt-6 rounded-xl bg-white p-8 text-center">
          <p className="font-semibold text-vin-900">{t.empty}</p>
          <p className="mt-1 text-stone-700">{t.emptyHint}</p>
          <Link href="/blog" className="mt-4 inline-block font-semibold text-vin-700 underline">
            {t.clearSearch}
          </Link>
        </div>
      ) : (
        <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {list.articles.map((article, index) => (
            <li key={article.id}>
              <ArticleCard
                article={article}
                first={index === 0}
                sizes="(min-width: 1024px) 368px, (min-width: 640px) 50vw, calc(100vw - 32px)"
              />
            </li>
          ))}
        </ul>
      )}
      <Pagination hrefOf={(p) => blogHref(categorie, q, p)} page={list.page} totalPages={list.pages} />
    </div>
  );
}
