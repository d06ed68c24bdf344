import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound, permanentRedirect } from 'next/navigation';
import { articlePath, messages, toArticleLd } from '@cep/domain';
import { ArticleCard } from '@/components/blog/ArticleCard';
import { cardDateOf } from '@/components/blog/article-dates';
import { LikeButton } from '@/components/blog/LikeButton';
import { RichText } from '@/components/content/RichText';
import { getArticle, getBlogList } from '@/lib/cms';
import { fr } from '@/lib/i18n/fr';
import { jsonLd } from '@/lib/json-ld';
import { siteUrl } from '@/lib/site-url';
import { PublicImage } from '@/components/content/PublicImage';

const t = fr.blog;

type Props = { params: Promise<{ segment: string; slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const article = await getArticle((await params).slug);
  if (!article) return {};
  const path = articlePath(article);
  return {
    title: article.titre,
    description: article.extrait,
    alternates: { canonical: path },
    openGraph: { type: 'article', title: article.titre, description: article.extrait, images: article.photo ? [article.photo] : undefined },
  };
}

/**
 * An article (issue #16 item 1): title, author with a link to its page, date, reading time, cover, body, likes,
 * and three more of the same category. The address carries the category: an old one redirects to the current.
 */
export default async function ArticlePage({ params }: Props) {
  const { segment, slug } = await params;
  const article = await getArticle(slug);
  if (!article) notFound();
  const categorySlug = article.categorie?.slug ?? 'article';
  if (segment !== categorySlug) permanentRedirect(articlePath(article));
  const related = article.categorie ? await getBlogList({ categorie: categorySlug }) : null;
  const more = (related?.articles ?? []).filter((a) => a.id !== article.id).slice(0, 3);
  const author = article.auteur;

  return (
    <article className="mx-auto max-w-3xl px-4 py-8">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(toArticleLd(article, siteUrl('/'))) }} />
      <nav aria-label={t.breadcrumb} className="text-sm text-stone-700">
        <Link href="/blog" className="underline">
          {t.nav}
        </Link>
        {article.categorie && (
          <>
            {' › '}
            <Link href={`/blog/${article.categorie.slug}`} className="underline">
              {article.categorie.nom}
            </Link>
          </>
        )}
      </nav>
      <h1 className="mt-3 text-3xl font-bold leading-tight text-vin-900 md:text-4xl">{article.titre}</h1>
      <p className="mt-3 flex flex-wrap items-center gap-x-2 text-sm text-stone-700">
        {author.logo && (
          <PublicImage
            src={author.logo}
            alt=""
            width={32}
            height={32}
            loading="eager"
            className="h-8 w-8 rounded-full border border-stone-200 object-contain"
          />
        )}
        <span>
          {t.by}{' '}
          {author.url ? (
            <Link href={author.url} className="font-semibold text-vin-800 underline">
              {author.nom}
            </Link>
          ) : (
            <span className="font-semibold">{author.nom}</span>
          )}
        </span>
        <span aria-hidden="true">·</span>
        <span>
          {t.publishedOn} <time dateTime={article.publieLe}>{cardDateOf(article.publieLe)}</time>
        </span>
        <span aria-hidden="true">·</span>
        <span>{t.minutes(article.minutes)}</span>
      </p>
      {article.photo && (
        <PublicImage
          src={article.photo}
          alt=""
          width={1092}
          height={408}
          sizes="(min-width: 768px) 736px, 100vw"
          loading="eager"
          fetchPriority="high"
          className="mt-6 aspect-[1092/408] w-full rounded-xl object-cover"
        />
      )}
      <RichText html={article.html} article className="mt-6 text-lg" />
      <div className="mt-8 border-t border-stone-200 pt-6">
        <LikeButton
          id={article.id}
          initialLikes={article.likes}
          labels={{ like: fr.blog.like, loginLead: fr.blog.likeLogin, failed: messages.erreurReessayer }}
        />
      </div>
      {more.length > 0 && (
        <section aria-labelledby="more-title" className="mt-12">
          <h2 id="more-title" className="text-xl font-bold text-vin-900">
            {t.readAlso}
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-3">
            {more.map((a) => (
              <li key={a.id}>
                <ArticleCard article={a} headingLevel="h3" sizes="(min-width: 768px) 235px, (min-width: 640px) 33vw, calc(100vw - 32px)" />
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
