import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BlogList } from '@/components/blog/BlogList';
import { getBlogList } from '@/lib/cms';
import { freeSearch, pageNumber } from '@/lib/blog-query';
import { fr } from '@/lib/i18n/fr';

type Props = {
  params: Promise<{ segment: string }>;
  searchParams: Promise<{ q?: string | string[]; rechercheLibre?: string | string[]; page?: string | string[] }>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { segment } = await params;
  const list = await getBlogList({ categorie: segment });
  const categorie = list?.categories.find((c) => c.slug === segment);
  if (!categorie) return {};
  return {
    title: `${categorie.nom} — ${fr.blog.nav}`,
    description: categorie.description || fr.blog.categoryMeta(categorie.nom),
    alternates: { canonical: `/blog/${categorie.slug}` },
  };
}

/** `/blog/{category}?page=1` (spec 02 §1): the category's articles; an unknown category is not found. */
export default async function BlogCategoryPage({ params, searchParams }: Props) {
  const [{ segment }, query] = await Promise.all([params, searchParams]);
  const q = freeSearch(query);
  const list = await getBlogList({ categorie: segment, q, page: pageNumber(query.page) });
  const categorie = list?.categories.find((c) => c.slug === segment);
  if (!list || !categorie) notFound();
  return <BlogList list={list} categorie={categorie} q={q} />;
}
