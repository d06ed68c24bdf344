import type { Core } from '@strapi/strapi';
import { BLOG_PAGE_SIZE, LIKE_NOT_LOGGED_IN, type BlogListAnswer, type LikeAnswer, type PublicArticle } from '@cep/domain';
import { isUniqueViolation } from '../../../utils/unique-violation';
import { ARTICLE_POPULATE, pathOf, categoryOf, toCard, toPublicArticle } from '../utils/article-view';
import { UIDS } from '../../../uids';

/** What the public may read: published, and validated when a company or a school wrote it. */
export const ONLINE: { statut: 'publie'; $or: Array<{ auteurType: 'cep' } | { revue: 'validee' }> } = {
  statut: 'publie',
  $or: [{ auteurType: 'cep' }, { revue: 'validee' }],
};

const CARD_FIELDS = ['titre', 'slug', 'texte', 'photo', 'publieLe', 'updatedAt', 'likes', 'auteurType'] as const;

export interface BlogQuery {
  categorie?: string;
  q?: string;
  page: number;
}

/** The public blog (spec 02 §1, §2): lists, article pages, likes, the sitemap and the home carousel. */
export function publicArticles(strapi: Core.Strapi) {
  const articles = () => strapi.documents(UIDS.article);

  async function categories() {
    const rows = await strapi.documents(UIDS.blogCategory).findMany({ fields: ['slug', 'nom', 'description'], sort: { nom: 'asc' } });
    return rows.flatMap((row) => categoryOf(row) ?? []);
  }

  async function onlineById(documentId: string) {
    return articles().findFirst({ filters: { documentId, ...ONLINE }, fields: ['likes'] });
  }

  async function recount(article: { id: number; documentId: string }, userId: number): Promise<LikeAnswer> {
    const likes = await recountLikes(strapi, article.id);
    const aime = (await strapi.db.query(UIDS.articleLike).count({ where: { cle: `${article.id}:${userId}` } })) > 0;
    return { code: 200, html: likeLabel(likes), likes, aime };
  }

  return {
    categories,

    /** `/blog/` and `/blog/{category}?page=1`: newest first, free search on the title and the text. */
    async list(query: BlogQuery): Promise<BlogListAnswer | null> {
      const all = await categories();
      const categorie = query.categorie ? all.find((c) => c.slug === query.categorie) : undefined;
      if (query.categorie && !categorie) return null;
      const q = query.q?.trim().slice(0, 100);
      const filters = {
        $and: [
          ONLINE,
          ...(categorie ? [{ categorie: { slug: categorie.slug } }] : []),
          ...(q ? [{ $or: [{ titre: { $containsi: q } }, { texte: { $containsi: q } }] }] : []),
        ],
      };
      const total = await articles().count({ filters });
      const pages = Math.max(1, Math.ceil(total / BLOG_PAGE_SIZE));
      const page = Math.min(Math.max(1, query.page), pages);
      const rows = await articles().findMany({
        filters,
        fields: [...CARD_FIELDS],
        populate: ARTICLE_POPULATE,
        sort: [{ publieLe: 'desc' }, { id: 'desc' }],
        start: (page - 1) * BLOG_PAGE_SIZE,
        limit: BLOG_PAGE_SIZE,
      });
      return { articles: rows.map((row) => toCard(row)), total, page, pages, categories: all };
    },

    /** An online article by its address part (or its id); `aime` says whether this user likes it. */
    async find(key: string, userId: number | null, by: 'slug' | 'documentId' = 'slug'): Promise<PublicArticle | null> {
      const row = await articles().findFirst({ filters: { [by]: key, ...ONLINE }, populate: ARTICLE_POPULATE });
      if (!row) return null;
      const aime = userId ? (await strapi.db.query(UIDS.articleLike).count({ where: { cle: `${row.id}:${userId}` } })) > 0 : false;
      return toPublicArticle(row, aime);
    },

    /** `/blog/{id}/like` and `/dislike` (spec 02 §7): a like once per user (unique key), taken back by dislike. */
    async like(documentId: string, userId: number | null, liked: boolean): Promise<LikeAnswer | null> {
      if (!userId) return { code: 401, html: LIKE_NOT_LOGGED_IN };
      const article = await onlineById(documentId);
      if (!article) return null;
      const cle = `${article.id}:${userId}`;
      const likedAlready = (await strapi.db.query(UIDS.articleLike).count({ where: { cle } })) > 0;
      if (liked && !likedAlready) {
        // The unique key makes a double click (or two tabs) one like: the second insert is refused and ignored.
        await strapi
          .documents(UIDS.articleLike)
          .create({ data: { cle, article: article.id, user: userId } })
          .catch((error: unknown) => {
            if (!isUniqueViolation(error)) throw error;
          });
      } else if (!liked) {
        await strapi.db.query(UIDS.articleLike).deleteMany({ where: { cle } });
      }
      return recount({ id: Number(article.id), documentId: article.documentId }, userId);
    },

    /** Every online article's address and date, for the sitemap. */
    async sitemap() {
      const rows = await articles().findMany({
        filters: ONLINE,
        fields: ['slug', 'updatedAt'],
        populate: { categorie: { fields: ['slug'] } },
      });
      return rows.map((row) => ({
        path: pathOf(row),
        lastModified: new Date(row.updatedAt ?? Date.now()).toISOString(),
      }));
    },
  };
}

/** The join table of a like's article (Strapi keeps manyToOne relations in link tables). */
function likeLink(strapi: Core.Strapi): { table: string; articleColumn: string } {
  const attribute = strapi.db.metadata.get(UIDS.articleLike).attributes.article;
  const joinTable = attribute && 'joinTable' in attribute ? attribute.joinTable : undefined;
  if (!joinTable || !('inverseJoinColumn' in joinTable)) throw new Error('article-like.article: no join table');
  return { table: joinTable.name, articleColumn: joinTable.inverseJoinColumn.name };
}

/**
 * An article's like count, recomputed from the likes in one statement (two toggles at once both end with the true
 * count), and written beside the Document Service on purpose: a like is not an edit, so the article's `updatedAt`
 * (its « modifié le », the sitemap's date, what a moderator read) must not move.
 */
export async function recountLikes(strapi: Core.Strapi, articleId: number): Promise<number> {
  const knex = strapi.db.connection;
  const link = likeLink(strapi);
  await knex(strapi.db.metadata.get(UIDS.article).tableName)
    .where({ id: articleId })
    .update({ likes: knex(link.table).count('*').where(link.articleColumn, articleId) });
  const row = await strapi.documents(UIDS.article).findFirst({ filters: { id: articleId }, fields: ['likes'] });
  return Number(row?.likes ?? 0);
}

/** The like count as the page shows it (the `html` of the spec's answer). */
export const likeLabel = (likes: number) => (likes === 0 ? 'J’aime' : likes === 1 ? '1 j’aime' : `${likes} j’aime`);
