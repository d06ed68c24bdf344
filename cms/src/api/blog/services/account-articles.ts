import type { Core } from '@strapi/strapi';
import { isArticleOnline, isArticleState, messages, type ArticleForm, type ArticleFormView, type ManagedArticle } from '@cep/domain';
import type { Membership } from '../../../membership/current-membership';
import { organisations } from '../../account';
import { documentData } from '../../../utils/document-data';
import { ARTICLE_POPULATE, pathOf, toManaged, type ArticleRow } from '../utils/article-view';
import { articleWrites, nextState, type ArticleOwner } from './article-writes';
import { UIDS } from '../../../uids';

export type AccountArticleRow = ArticleRow & { id: number };
export type SaveResult =
  { ok: true; id: string; enValidation: boolean } | { ok: false; status: 400; errors: Record<string, string> } | { ok: false; status: 409 };

const online = (row: ArticleRow) =>
  isArticleOnline({ statut: row.statut ?? 'brouillon', revue: row.revue ?? 'aucune', auteurType: row.auteurType ?? 'entreprise' });

/**
 * A company's or a school's articles (spec 02 §2 blog management): every read and write filtered by the
 * caller's account, so another account's article is not found. Publishing sends the article to Cep's review
 * (decided): it is public once a moderator or an editor validates it, and an edit sends it back.
 */
export function accountArticles(strapi: Core.Strapi) {
  const writes = articleWrites(strapi);

  async function ownerOf(membership: Membership): Promise<ArticleOwner> {
    const orgs = organisations(strapi);
    if (membership.type === 'ecole') {
      const school = await orgs.school(membership.accountId);
      return { kind: 'ecole', accountId: membership.accountId, companyId: null, schoolId: school ? Number(school.id) : null };
    }
    const company = await orgs.mainCompany(membership.accountId);
    return { kind: 'entreprise', accountId: membership.accountId, companyId: company ? Number(company.id) : null, schoolId: null };
  }

  return {
    async owned(accountId: number, documentId: string): Promise<AccountArticleRow | null> {
      const row = await strapi
        .documents(UIDS.article)
        .findFirst({ filters: { documentId, account: { id: accountId } }, populate: ARTICLE_POPULATE });
      return row ? { ...row, id: Number(row.id) } : null;
    },

    /** `/{recrutement|ecole}/blog/gestion`: filter by state, free search on the title, newest change first. */
    async list(accountId: number, filter: { statut?: unknown; q?: unknown }): Promise<ManagedArticle[]> {
      const q = typeof filter.q === 'string' ? filter.q.trim().slice(0, 100) : '';
      const rows = await strapi.documents(UIDS.article).findMany({
        filters: {
          account: { id: accountId },
          ...(isArticleState(filter.statut) ? { statut: filter.statut } : {}),
          ...(q ? { titre: { $containsi: q } } : {}),
        },
        fields: ['titre', 'slug', 'statut', 'revue', 'motifRefus', 'auteurType', 'updatedAt'],
        populate: { categorie: { fields: ['slug', 'nom'] } },
        sort: { updatedAt: 'desc' },
        limit: 200,
      });
      return rows.map((row) => toManaged(row, online(row)));
    },

    form(row: AccountArticleRow): ArticleFormView {
      return {
        id: row.documentId,
        blogTitre: row.titre ?? '',
        blogTexte: row.html ?? '',
        blogCategorie: row.categorie?.slug ?? '',
        blogPhoto: row.photo ?? null,
        statut: row.statut ?? 'brouillon',
        revue: row.revue ?? 'aucune',
        motifRefus: row.revue === 'refusee' ? (row.motifRefus ?? null) : null,
        publicUrl: online(row) ? pathOf(row) : null,
      };
    },

    /** A draft save or a publication (`natureAction`), creating the article when `row` is null. */
    async save(membership: Membership, row: AccountArticleRow | null, form: ArticleForm, photo: Buffer | null): Promise<SaveResult> {
      const statut = nextState(row?.statut ?? null, form.natureAction, membership.type === 'ecole' ? 'ecole' : 'recruteur');
      if (!statut) return { ok: false, status: 409 };
      const categorie = await writes.categoryId(form.blogCategorie);
      if (form.blogCategorie && !categorie) return { ok: false, status: 400, errors: { blogCategorie: messages.categorieInconnue } };
      const cover = await writes.cover(photo, row?.photo ?? null);
      if (!cover.ok) return { ok: false, status: 400, errors: { blogPhoto: cover.message } };
      const columns = await writes.columns(form, categorie, cover.url);
      const review = statut === 'publie' ? { revue: 'en_attente', motifRefus: null, modereLe: null, moderePar: null } : {};
      if (!row) {
        const owner = await ownerOf(membership);
        const created = await writes.withCover(cover, () => writes.create(owner, { ...columns, ...review }, statut));
        return { ok: true, id: created.documentId, enValidation: statut === 'publie' };
      }
      await writes.withCover(cover, () =>
        strapi.documents(UIDS.article).update({
          documentId: row.documentId,
          data: documentData(UIDS.article, {
            ...columns,
            ...review,
            statut,
            ...(statut === 'publie' && row.statut !== 'publie' ? { publieLe: new Date().toISOString() } : {}),
          }),
        }),
      );
      return { ok: true, id: row.documentId, enValidation: statut === 'publie' };
    },

    /** « Désactiver »: offline, and the buttons go back to the draft and publish ones. */
    async deactivate(row: AccountArticleRow): Promise<boolean> {
      if (row.statut !== 'publie') return false;
      await strapi.documents(UIDS.article).update({ documentId: row.documentId, data: { statut: 'desactive' } });
      return true;
    },

    remove: (row: AccountArticleRow) => writes.remove(row),
  };
}
