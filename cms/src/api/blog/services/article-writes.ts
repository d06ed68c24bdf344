import { randomBytes } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { blogArticleMachine, slugify, transition, type ArticleAction, type ArticleAuthorKind, type ArticleState } from '@cep/domain';
import { removePublicFile, storePublicImage } from '../../../public-media/public-files';
import { publicStorage } from '../../../public-media/public-storage';
import { documentData } from '../../../utils/document-data';
import { toPlainText, toSafeArticleHtml } from '../../../utils/rich-text';
import { BLOG_FOLDER } from '../utils/article-view';
import { UIDS } from '../../../uids';

export interface ArticleInput {
  blogTitre: string;
  blogTexte: string;
  blogCategorie: string;
}

/** Who writes: Cep's editors, or an account (its company or its school signs). */
export type ArticleOwner =
  { kind: 'cep' } | { kind: Exclude<ArticleAuthorKind, 'cep'>; accountId: number; companyId: number | null; schoolId: number | null };

/** `fresh`: a new file was stored at `url`; `replaced`: the file it replaces, removed once the row points to the new one. */
export type Cover = { url: string | null; fresh: boolean; replaced: string | null };
export type CoverResult = ({ ok: true } & Cover) | { ok: false; message: string };

/** The address part: the title's words and six random characters, so two articles never share one. */
const newSlug = (titre: string) => `${slugify(titre) || 'article'}-${randomBytes(4).toString('hex').slice(0, 6)}`;

/**
 * What every writer of articles shares — the site's recruiters and schools, the backoffice's editors: the body
 * sanitised with the article allow-list and its plain text kept for search and excerpts, the cover produced at
 * 1092 × 408 by sharp, the category looked up by its address part.
 */
export function articleWrites(strapi: Core.Strapi) {
  const media = () => publicStorage(strapi);

  async function categoryId(slug: string): Promise<number | null> {
    if (!slug) return null;
    const row = await strapi.documents(UIDS.blogCategory).findFirst({ filters: { slug }, fields: ['id'] });
    return row ? Number(row.id) : null;
  }

  return {
    categoryId,

    /** A new cover is stored beside the current one; no bytes keeps what was there. */
    async cover(bytes: Buffer | null, current: string | null): Promise<CoverResult> {
      if (!bytes) return { ok: true, url: current, fresh: false, replaced: null };
      const stored = await storePublicImage(bytes, media(), BLOG_FOLDER, 'blogCover');
      if (!stored.ok) return stored;
      return { ok: true, url: stored.url, fresh: true, replaced: current };
    },

    /**
     * Writes the row that points to a new cover, then removes the file it replaced; if the write fails, the new
     * file goes instead (the row still points to the old one).
     */
    async withCover<T>(cover: Cover, write: () => Promise<T>): Promise<T> {
      try {
        const written = await write();
        await removePublicFile(cover.replaced, media(), BLOG_FOLDER);
        return written;
      } catch (error) {
        if (cover.fresh) await removePublicFile(cover.url, media(), BLOG_FOLDER);
        throw error;
      }
    },

    /** The columns of a save; `statut` and `revue` are the caller's decision. */
    async columns(input: ArticleInput, categorie: number | null, photo: string | null) {
      const html = toSafeArticleHtml(input.blogTexte);
      return { titre: input.blogTitre, html, texte: toPlainText(html), categorie, photo };
    },

    async create(owner: ArticleOwner, columns: Record<string, unknown>, statut: ArticleState) {
      return strapi.documents(UIDS.article).create({
        data: documentData(UIDS.article, {
          // Not reviewed until it is published: a publication at creation brings its own `revue` in `columns`.
          revue: 'aucune',
          ...columns,
          slug: newSlug(String(columns.titre ?? '')),
          statut,
          auteurType: owner.kind,
          likes: 0,
          publieLe: statut === 'publie' ? new Date().toISOString() : null,
          ...(owner.kind === 'cep' ? {} : { account: owner.accountId, company: owner.companyId, school: owner.schoolId }),
        }),
      });
    },

    /** Removes an article with its likes and its cover file. */
    async remove(row: { id: number; documentId: string; photo?: string | null }) {
      await strapi.db.query(UIDS.articleLike).deleteMany({ where: { article: row.id } });
      await strapi.documents(UIDS.article).delete({ documentId: row.documentId });
      await removePublicFile(row.photo, media(), BLOG_FOLDER);
    },
  };
}

/**
 * The state a save leads to (spec 02 §4, `blogArticleMachine`): saving a draft keeps a draft, saving a published
 * article keeps it published (an edit); otherwise the machine decides, and a published article is deactivated
 * before it can become a draft again (null).
 */
export function nextState(
  current: ArticleState | null,
  action: ArticleAction,
  actor: 'recruteur' | 'ecole' | 'editeur',
): ArticleState | null {
  if (current === null) return action === 'publier' ? 'publie' : 'brouillon';
  if ((action === 'publier' && current === 'publie') || (action === 'brouillon' && current === 'brouillon')) return current;
  const result = transition(blogArticleMachine, current, action === 'publier' ? 'publier' : 'enregistrerBrouillon', actor);
  return result.ok ? result.to : null;
}
