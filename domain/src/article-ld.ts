import { articlePath } from './blog';
import type { PublicArticle } from './responses/blog';

/**
 * schema.org `Article` JSON-LD of a blog article (issue #16 item 1): its author (Cep's newsroom, a company or a
 * school, as an Organization with its page), Cep as publisher, the cover as image, the dates.
 */
export function toArticleLd(article: PublicArticle, siteUrl: string) {
  const url = (path: string) => new URL(path, siteUrl).toString();
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.titre.slice(0, 110),
    description: article.extrait || undefined,
    image: article.photo ? [url(article.photo)] : undefined,
    datePublished: article.publieLe,
    dateModified: article.modifieLe || article.publieLe,
    author: { '@type': 'Organization', name: article.auteur.nom, url: article.auteur.url ? url(article.auteur.url) : undefined },
    publisher: { '@type': 'Organization', name: 'Cep', url: url('/') },
    mainEntityOfPage: url(articlePath(article)),
    articleSection: article.categorie?.nom,
    wordCount: article.texte.split(/\s+/).filter(Boolean).length,
  };
}
