import {
  articlePath,
  excerptOf,
  readingMinutes,
  type ArticleAuthor,
  type ArticleAuthorKind,
  type ArticleCard,
  type ArticleReview,
  type ArticleState,
  type BlogCategory,
  type ManagedArticle,
} from '@cep/domain';

/** Where article covers are stored, under the cms's public uploads. */
export const BLOG_FOLDER = 'blog';

/** Cep's editors sign as the newsroom; their author link is the blog itself. */
const NEWSROOM: ArticleAuthor = { kind: 'cep', nom: 'La rédaction Cep', url: '/blog', logo: null };

type CategoryRow = { slug?: string | null; nom?: string | null; description?: string | null } | null | undefined;
type Organisation = { documentId: string; logo?: string | null; enLigne?: boolean | null };

export interface ArticleRow {
  documentId: string;
  titre?: string | null;
  slug?: string | null;
  html?: string | null;
  texte?: string | null;
  photo?: string | null;
  statut?: ArticleState | null;
  revue?: ArticleReview | null;
  auteurType?: ArticleAuthorKind | null;
  motifRefus?: string | null;
  publieLe?: string | Date | null;
  updatedAt?: string | Date | null;
  likes?: number | null;
  categorie?: CategoryRow;
  company?: (Organisation & { societeRaisonsocial?: string | null }) | null;
  school?: (Organisation & { ecoleNom?: string | null }) | null;
}

/** What every article read populates: its category and its signature. */
export const ARTICLE_POPULATE: {
  categorie: { fields: Array<'slug' | 'nom' | 'description'> };
  company: { fields: Array<'societeRaisonsocial' | 'logo' | 'enLigne'> };
  school: { fields: Array<'ecoleNom' | 'logo' | 'enLigne'> };
} = {
  categorie: { fields: ['slug', 'nom', 'description'] },
  company: { fields: ['societeRaisonsocial', 'logo', 'enLigne'] },
  school: { fields: ['ecoleNom', 'logo', 'enLigne'] },
};

const iso = (value: string | Date | null | undefined) => (value ? new Date(value).toISOString() : '');

export function categoryOf(row: CategoryRow): BlogCategory | null {
  return row?.slug ? { slug: row.slug, nom: row.nom ?? '', description: row.description ?? '' } : null;
}

/** A company or school links to its page only while that page is online. */
export function authorOf(row: ArticleRow): ArticleAuthor {
  if (row.auteurType === 'entreprise' && row.company)
    return {
      kind: 'entreprise',
      nom: row.company.societeRaisonsocial ?? '',
      url: row.company.enLigne ? `/entreprises/${row.company.documentId}` : null,
      logo: row.company.logo ?? null,
    };
  if (row.auteurType === 'ecole' && row.school)
    return {
      kind: 'ecole',
      nom: row.school.ecoleNom ?? '',
      url: row.school.enLigne ? `/ecoles/${row.school.documentId}` : null,
      logo: row.school.logo ?? null,
    };
  return NEWSROOM;
}

/** A row's public address (`articlePath` of the domain). */
export const pathOf = (row: Pick<ArticleRow, 'slug' | 'categorie'>) =>
  articlePath({ slug: row.slug ?? '', categorie: row.categorie?.slug ? { slug: row.categorie.slug } : null });

export function toCard(row: ArticleRow): ArticleCard {
  return {
    id: row.documentId,
    slug: row.slug ?? '',
    titre: row.titre ?? '',
    extrait: excerptOf(row.texte ?? ''),
    photo: row.photo ?? null,
    categorie: categoryOf(row.categorie),
    auteur: authorOf(row),
    publieLe: iso(row.publieLe ?? row.updatedAt),
    likes: row.likes ?? 0,
  };
}

export function toPublicArticle(row: ArticleRow, aime: boolean) {
  return {
    ...toCard(row),
    html: row.html ?? '',
    texte: row.texte ?? '',
    modifieLe: iso(row.updatedAt),
    minutes: readingMinutes(row.texte ?? ''),
    aime,
  };
}

export function toManaged(row: ArticleRow, online: boolean): ManagedArticle {
  return {
    id: row.documentId,
    titre: row.titre ?? '',
    statut: row.statut ?? 'brouillon',
    revue: row.revue ?? 'aucune',
    motifRefus: row.revue === 'refusee' ? (row.motifRefus ?? null) : null,
    categorie: row.categorie?.nom ?? '',
    modifieLe: iso(row.updatedAt),
    publicUrl: online ? pathOf(row) : null,
  };
}
