import type { ArticleAuthorKind, ArticleReview, ArticleState } from '../blog';

export interface BlogCategory {
  slug: string;
  nom: string;
  description: string;
}

/** Who signed an article, with the public page it links to (a company's or a school's, when online). */
export interface ArticleAuthor {
  kind: ArticleAuthorKind;
  nom: string;
  url: string | null;
  logo: string | null;
}

/** A card of the public list and of the home page's carousel. */
export interface ArticleCard {
  id: string;
  slug: string;
  titre: string;
  extrait: string;
  photo: string | null;
  categorie: BlogCategory | null;
  auteur: ArticleAuthor;
  publieLe: string;
  likes: number;
}

/** An article's page: the card plus the sanitised body and whether the caller likes it. */
export interface PublicArticle extends ArticleCard {
  html: string;
  texte: string;
  modifieLe: string;
  minutes: number;
  aime: boolean;
}

export interface BlogListAnswer {
  articles: ArticleCard[];
  total: number;
  page: number;
  pages: number;
  categories: BlogCategory[];
}

/** `POST /blog/{id}/like|dislike` (spec 02 §7): `html` is the new count's text, or 'non connecte'. */
export interface LikeAnswer {
  code: number;
  html: string;
  likes?: number;
  aime?: boolean;
}

/** A row of `/{recrutement|ecole}/blog/gestion`. */
export interface ManagedArticle {
  id: string;
  titre: string;
  statut: ArticleState;
  revue: ArticleReview;
  motifRefus: string | null;
  categorie: string;
  modifieLe: string;
  publicUrl: string | null;
}

/** The article form's values (the body as HTML, as the editor reads it). */
export interface ArticleFormView {
  id: string;
  blogTitre: string;
  blogTexte: string;
  blogCategorie: string;
  blogPhoto: string | null;
  statut: ArticleState;
  revue: ArticleReview;
  motifRefus: string | null;
  publicUrl: string | null;
}

export interface Testimonial {
  id: string;
  nom: string;
  fonction: string;
  texte: string;
}

/** `/blog/categories`: every category, by name. */
export interface BlogCategoriesAnswer {
  categories: BlogCategory[];
}

/** `/blog/article/{slug}`: an online article's page (`aime` is false: the page is the same for everyone). */
export interface PublicArticleAnswer {
  data: PublicArticle;
}

/** `/plan/blog`: every online article's address and last change, for sitemap.xml. */
export interface BlogSitemapAnswer {
  data: Array<{ path: string; lastModified: string }>;
}

/** `/temoignages`: the home page's slider. */
export interface TestimonialsAnswer {
  data: Testimonial[];
}

/** `/{recrutement|ecole}/blog/gestion`: the account's articles and `abonnement` (0: read-only, no running subscription). */
export interface ManagedArticleList {
  code: 200;
  articles: ManagedArticle[];
  abonnement: 0 | 1;
}

/** `/{recrutement|ecole}/blog/article/{id}`: one of the account's articles, as its form reads it. */
export interface ManagedArticleAnswer {
  code: 200;
  article: ArticleFormView;
  abonnement: 0 | 1;
}

/** An article saved (a draft, or sent to Cep's review): its id and what to tell the author. */
export interface ArticleSaved {
  code: 200;
  id: string;
  message: string;
}

/** Cep as publisher, for the legal notice (LCEN art. 6 III). */
export interface PublisherIdentity {
  raisonSociale: string;
  formeJuridique: string;
  adresse: string;
  rcs: string;
  tva: string;
  email: string;
  telephone: string;
  directeur: string;
  hebergeur: { nom: string; adresse: string; telephone: string };
}
