import type { Metadata } from 'next';
import { BlogList } from '@/components/blog/BlogList';
import { getBlogList } from '@/lib/cms';
import { fr } from '@/lib/i18n/fr';
import { pageNumber } from '@/lib/blog-query';

export const metadata: Metadata = { title: fr.blog.title, description: fr.blog.metaDescription, alternates: { canonical: '/blog' } };

type Props = { searchParams: Promise<{ q?: string | string[]; page?: string | string[] }> };

/** `/blog/` (spec 02 §1): every online article, newest first, with free search. */
export default async function BlogPage({ searchParams }: Props) {
  const query = await searchParams;
  const q = typeof query.q === 'string' ? query.q.trim().slice(0, 100) : '';
  const list = await getBlogList({ q, page: pageNumber(query.page) });
  if (!list) throw new Error('blog list unavailable');
  return <BlogList list={list} categorie={null} q={q} />;
}
