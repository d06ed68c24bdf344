import { z } from './zod';
import { messages } from './messages';
import { optionalText, requiredText } from './schemas/fields';

/** Public blog list: pages start at 1 (spec 02 §9); three rows of three cards. */
export const BLOG_PAGE_SIZE = 9;
/** An article's title and body as stored (the body is sanitised HTML). */
export const ARTICLE_TITLE_MAX = 160;
export const ARTICLE_HTML_MAX = 100_000;
/** The blog cover (spec 02 §9: ratio 1092/408), stored at that size by the cms. */
export const BLOG_COVER = { width: 1092, height: 408, maxBytes: 5_242_880 } as const;

/** Spec 02 §4: draft, published, deactivated. */
export const ARTICLE_STATES = ['brouillon', 'publie', 'desactive'] as const;
export type ArticleState = (typeof ARTICLE_STATES)[number];
export const ARTICLE_STATE_LABELS: Record<ArticleState, string> = { brouillon: 'Brouillon', publie: 'Publié', desactive: 'Désactivé' };
export const isArticleState = (value: unknown): value is ArticleState => ARTICLE_STATES.includes(value as ArticleState);

/**
 * Review of an article written by a company or a school (decided: staff validate them before they go public,
 * as offers are): 'aucune' until it is first published, and always for Cep's own articles.
 */
export const ARTICLE_REVIEWS = ['aucune', 'en_attente', 'validee', 'refusee'] as const;
export type ArticleReview = (typeof ARTICLE_REVIEWS)[number];
export const ARTICLE_REVIEW_LABELS: Record<ArticleReview, string> = {
  aucune: '',
  en_attente: 'En attente de validation par Cep',
  validee: 'Validé par Cep',
  refusee: 'Refusé par Cep',
};

/** Who signed an article: Cep's editors, a company or a school. */
export const ARTICLE_AUTHOR_KINDS = ['cep', 'entreprise', 'ecole'] as const;
export type ArticleAuthorKind = (typeof ARTICLE_AUTHOR_KINDS)[number];

/** Public only when published and, for a company's or a school's article, validated. */
export function isArticleOnline(article: { statut: ArticleState; revue: ArticleReview; auteurType: ArticleAuthorKind }): boolean {
  return article.statut === 'publie' && (article.auteurType === 'cep' || article.revue === 'validee');
}

/** `/blog/{category}/{slug}`: the category is part of the address (spec 02 §1 `/blog/{category}`). */
export const articlePath = (article: { slug: string; categorie: { slug: string } | null }) =>
  `/blog/${article.categorie?.slug ?? 'article'}/${article.slug}`;

/** The buttons' action (spec 02 §7 `natureAction`): save the draft, or publish. */
export const ARTICLE_ACTIONS = ['brouillon', 'publier'] as const;
export type ArticleAction = (typeof ARTICLE_ACTIONS)[number];

/** A readable address part: lower case ASCII words joined by hyphens, at most 80 characters. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
}

/** The first words of a text, cut on a word, for cards and meta descriptions. */
export function excerptOf(text: string, max = 180): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  // No « vin…… » nor « un poste de «… »: an ellipsis, an opening mark or a dash is dropped with the cut's end.
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max * 0.6)).replace(/[\s,;:.…«(–—-]+$/, '')}…`;
}

/** Reading time at 200 words a minute, at least one. */
export function readingMinutes(text: string): number {
  const words = text.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / 200));
}

/**
 * The article form (spec 02 §3, §5) as the cms checks it: a title always (a recruiter's draft saves once the
 * title is filled); the body is HTML the cms sanitises; a school's article needs its photo to be published, not to
 * be saved as a draft (issue #38 item 11).
 */
export function createArticleSchema(author: 'entreprise' | 'ecole' | 'cep') {
  return z
    .object({
      blogTitre: requiredText(ARTICLE_TITLE_MAX),
      blogTexte: z.string().max(ARTICLE_HTML_MAX, { error: messages.texteTropLong }).default(''),
      blogCategorie: z.string().trim().max(120).default(''),
      natureAction: z.enum(ARTICLE_ACTIONS).default('brouillon'),
      /** The cover, already stored or sent with this save. */
      hasPhoto: z.boolean().default(false),
    })
    .superRefine((v, ctx) => {
      if (author === 'ecole' && v.natureAction === 'publier' && !v.hasPhoto)
        ctx.addIssue({ code: 'custom', path: ['blogPhoto'], message: messages.blogPhotoRequise });
      if (v.natureAction === 'publier' && !v.blogCategorie)
        ctx.addIssue({ code: 'custom', path: ['blogCategorie'], message: messages.champObligatoire });
    });
}
export type ArticleForm = z.infer<ReturnType<typeof createArticleSchema>>;

/** A moderator's decision on an article (decided): validate, or refuse with a reason the author reads. */
export const articleReviewSchema = z
  .object({
    revue: z.enum(['validee', 'refusee'], { error: messages.champObligatoire }),
    motifRefus: optionalText(500),
    /** When the moderator opened it (`updatedAt`): a decision on a text changed since is refused. */
    vu: z.string().max(40).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.revue === 'refusee' && !v.motifRefus) ctx.addIssue({ code: 'custom', path: ['motifRefus'], message: messages.champObligatoire });
  });

export const blogCategorySchema = z.object({ nom: requiredText(60), description: optionalText(300) });

/** A testimonial of the home page's slider (spec 02 §2), written by editors. */
export const testimonialSchema = z.object({
  nom: requiredText(80),
  fonction: requiredText(120),
  texte: requiredText(400),
  ordre: z.coerce.number({ error: messages.nombreInvalide }).int().min(0).max(999).default(0),
  actif: z.boolean().default(true),
});
