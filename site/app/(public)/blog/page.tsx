import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { BlogList } from '@/components/blog/BlogList';
import { getBlogList } from '@/lib/cms';
import { fr } from '@/lib/i18n/fr';
import { freeSearch, pageNumber } from '@/lib/blog-query';

export const metadata: Metadata = { title: fr.blog.title, description: fr.blog.metaDescription, alternates: { canonical: '/blog' } };

type Props = {
  searchParams: Promise<{
    q?: string | string[];
    rechercheLibre?: string | string[];
    categorie?: string | string[];
    page?: string | string[];
  }>;
};

/**
 * `/blog/` (spec 02 §1): every online article, newest first, with free search. The spec's `?categorie=` leads to
 * the category's own page, and `?rechercheLibre=` reads as `?q=` (spec 02 §7).
 */
export default async function BlogPage({ searchParams }: Props) {
  const query = await searchParams;
  const q = freeSearch(query);
  if (typeof query.categorie === 'string' && /^[a-z0-9-]{1,120}$/.test(query.categorie))
    redirect(`/blog/${query.categorie}${q ? `?q=${encodeURIComponent(q)}` : ''}`);
  const list = await getBlogList({ q, page: pageNumber(query.page) });
  if (!list) throw new Error('blog list unavailable');
  return <BlogList list={list} categorie={null} q={q} />;
}
