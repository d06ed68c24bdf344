import Link from 'next/link';
import { articlePath, type ArticleCard as Card } from '@cep/domain';
import { cardDateOf } from './article-dates';
import { fr } from '@/lib/i18n/fr';
import { Photo } from '@/components/content/Photo';
import { PublicImage } from '@/components/content/PublicImage';
import { defaultCover } from '@/lib/photos';

const t = fr.blog;

/** A card of the blog's list and of the home page's carousel; the whole card is one link, its title the name. */
export function ArticleCard({
  article,
  headingLevel: Heading = 'h2',
  sizes,
  first = false,
}: {
  article: Card;
  headingLevel?: 'h2' | 'h3';
  /** The card's width in its list, for its cover's srcset (`sizes`). */
  sizes: string;
  /** The list's first card, in the first screen: its cover is asked for at once, before the others (often the page's largest paint). */
  first?: boolean;
}) {
  const href = articlePath(article);
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-xl border border-sarment-100 bg-white shadow-sm focus-within:ring-2 focus-within:ring-vin-700">
      <div className="aspect-[1092/408] bg-gradient-to-br from-vin-700 to-vin-900">
        {article.photo ? (
          <PublicImage
            src={article.photo}
            alt=""
            width={1092}
            height={408}
            sizes={sizes}
            loading={first ? 'eager' : 'lazy'}
            fetchPriority={first ? 'high' : undefined}
            className="h-full w-full object-cover"
          />
        ) : (
          // An article without its own cover: one of the site's photographs, the same one for the same article.
          <Photo name={defaultCover(article.id)} sizes={sizes} eager={first} fill />
        )}
      </div>
      <div className="flex flex-1 flex-col p-4">
        {article.categorie && <p className="text-xs font-semibold uppercase tracking-wide text-vin-700">{article.categorie.nom}</p>}
        <Heading className="mt-1 text-lg font-bold leading-snug text-vin-900">
          <Link href={href} className="after:absolute after:inset-0 focus:outline-none">
            {article.titre}
          </Link>
        </Heading>
        <p className="mt-2 flex-1 text-sm text-stone-700">{article.extrait}</p>
        <p className="mt-3 text-xs text-stone-600">
          {t.by} {article.auteur.nom} · <time dateTime={article.publieLe}>{cardDateOf(article.publieLe)}</time>
          {article.likes > 0 && <> · ♥ {article.likes}</>}
        </p>
      </div>
    </article>
  );
}
