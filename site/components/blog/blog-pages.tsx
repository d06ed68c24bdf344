import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ARTICLE_STATE_LABELS, ARTICLE_STATES, isArticleState, messages } from '@cep/domain';
import { LockNotice } from '@/components/commerce/LockNotice';
import { freeSearch } from '@/lib/blog-query';
import { blogManagementRoutes, type BlogSide } from '@cep/domain/contracts';
import { getBlogCategories } from '@/lib/cms';
import { read } from '@/lib/cms/call';
import { fr } from '@/lib/i18n/fr';
import { readTokens } from '@/lib/session/cookies';
import { ArticleForm } from './ArticleForm';
import { ArticleManager } from './ArticleManager';

const t = fr.blogManager;

export const blogManagementMetadata: Metadata = { title: t.metaTitle, robots: { index: false } };

type Filter = { statut?: string | string[]; q?: string | string[]; rechercheLibre?: string | string[] };

/**
 * `/{recrutement|ecole}/blog/gestion` (spec 02 §2): the state filter (brouillon / publié / désactivé) and free
 * search in the address (a GET form, so the filter works without JavaScript), then the list.
 */
export async function BlogManagementPage({ side, searchParams }: { side: BlogSide; searchParams: Promise<Filter> }) {
  const query = await searchParams;
  const statut = isArticleState(query.statut) ? query.statut : undefined;
  const q = freeSearch(query);
  const tokens = await readTokens();
  const answer = tokens ? await read(blogManagementRoutes[side].list, { query: { statut, q: q || undefined }, jwt: tokens.jwt }) : null;
  if (!answer) notFound();
  const locked = answer.abonnement === 0;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-vin-900">{t.title}</h1>
        {!locked && (
          <Link href={`/${side}/blog/nouveau`} className="rounded-full bg-vin-800 px-5 py-2 font-semibold text-white hover:bg-vin-900">
            {t.create}
          </Link>
        )}
      </div>
      <p className="text-stone-700">{t.lead}</p>
      {locked && <LockNotice part="blog" area={`/${side}` as const} />}
      <form method="get" className="flex flex-wrap items-end gap-3 rounded-xl bg-white p-4" aria-label={t.filterLegend}>
        <div>
          <label htmlFor="statut" className="block text-sm font-medium text-stone-800">
            {t.statusLabel}
          </label>
          <select
            id="statut"
            name="statut"
            defaultValue={statut ?? ''}
            className="mt-1 rounded-lg border border-stone-300 bg-white px-3 py-2"
          >
            <option value="">{t.allStatuses}</option>
            {ARTICLE_STATES.map((state) => (
              <option key={state} value={state}>
                {ARTICLE_STATE_LABELS[state]}
              </option>
            ))}
          </select>
        </div>
        <div className="min-w-48 flex-1">
          <label htmlFor="q" className="block text-sm font-medium text-stone-800">
            {t.searchLabel}
          </label>
          <input
            id="q"
            name="q"
            type="search"
            defaultValue={q}
            maxLength={100}
            className="mt-1 w-full rounded-lg border border-stone-300 bg-white px-3 py-2"
          />
        </div>
        <button type="submit" className="rounded-full border border-vin-800 px-5 py-2 font-semibold text-vin-800 hover:bg-vin-50">
          {t.filter}
        </button>
      </form>
      <ArticleManager key={`${statut}-${q}`} side={side} articles={answer.articles} locked={locked} filtered={Boolean(statut || q)} />
    </div>
  );
}

/** The creation page and an article's edit page (spec 02 §2); locked without a subscription (spec 02 §4). */
export async function ArticleEditPage({
  side,
  id,
  searchParams,
}: {
  side: BlogSide;
  id: string | null;
  searchParams?: Promise<{ enregistre?: string | string[] }>;
}) {
  const saved = (await searchParams)?.enregistre;
  const notice = saved === 'validation' ? messages.articleEnValidation : saved === 'brouillon' ? messages.articleEnregistre : undefined;
  const tokens = await readTokens();
  if (!tokens) notFound();
  const [answer, list, categories] = await Promise.all([
    id ? read(blogManagementRoutes[side].findOne, { params: { id }, jwt: tokens.jwt }) : null,
    id ? null : read(blogManagementRoutes[side].list, { jwt: tokens.jwt }),
    getBlogCategories(),
  ]);
  if (id && !answer) notFound();
  const locked = (answer ?? list)?.abonnement === 0;
  const article = answer?.article ?? null;
  return (
    <div className="space-y-6">
      <Link href={`/${side}/blog/gestion`} className="text-sm text-vin-700 underline">
        ← {t.back}
      </Link>
      <h1 className="text-2xl font-bold text-vin-900">{article ? article.blogTitre || t.editTitle : t.newTitle}</h1>
      {locked && <LockNotice part="blog" area={`/${side}` as const} />}
      <fieldset disabled={locked}>
        <ArticleForm side={side} article={article} categories={categories} notice={notice} />
      </fieldset>
    </div>
  );
}
