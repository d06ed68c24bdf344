import { createArticleSchema, isArticleState, messages, parseForm } from '@cep/domain';
import { type ArticleRow, articleWrites, nextState, pathOf } from '../../blog';
import { documentData } from '../../../utils/document-data';
import { documentSource, textSearch } from '../services/document-source';
import { invalid, type BackofficeResource, type WriteResult } from '../services/resource';
import { UIDS } from '../../../uids';
import { fieldOf } from '../../../utils/field-of';

const source = documentSource({
  uid: UIDS.article,
  fields: ['titre', 'slug', 'statut', 'html', 'photo', 'likes', 'publieLe', 'updatedAt'],
  populate: { categorie: { fields: ['slug', 'nom'] } },
  filters: (filter) => {
    const where: Record<string, unknown>[] = [{ auteurType: 'cep' }];
    if (isArticleState(filter.statut)) where.push({ statut: filter.statut });
    if (typeof filter.categorie === 'string' && filter.categorie) where.push({ categorie: { slug: filter.categorie } });
    where.push(...textSearch(filter.q, [(q) => ({ titre: { $containsi: q } })]));
    return where;
  },
  toRecord: (row) => ({
    id: row.documentId,
    titre: row.titre ?? '',
    statut: row.statut,
    categorie: row.categorie?.slug ?? '',
    html: row.html ?? '',
    photo: row.photo ?? null,
    likes: row.likes ?? 0,
    publieLe: row.publieLe ?? null,
    updatedAt: row.updatedAt,
    url: row.statut === 'publie' ? pathOf(row as ArticleRow) : null,
  }),
});

const notFound: WriteResult = { ok: false, status: 404, body: { message: messages.articleIntrouvable } };

/** The editor's form: `titre`, `html`, `categorie` and the state they choose (published, draft, deactivated). */
function parse(body: unknown) {
  const state = fieldOf(body, 'statut');
  const statut = isArticleState(state) ? state : 'brouillon';
  const html = fieldOf(body, 'html');
  const parsed = parseForm(createArticleSchema('cep'), {
    blogTitre: fieldOf(body, 'titre'),
    blogTexte: typeof html === 'string' ? html : '',
    blogCategorie: fieldOf(body, 'categorie') ?? '',
    natureAction: statut === 'publie' ? 'publier' : 'brouillon',
  });
  if (!parsed.ok) {
    const { blogTitre: titre, blogTexte: html, blogCategorie: categorie } = parsed.errors;
    return {
      ok: false as const,
      errors: Object.fromEntries(
        Object.entries({ titre, html, categorie }).flatMap(([field, message]): Array<[string, string]> =>
          message ? [[field, message]] : [],
        ),
      ),
    };
  }
  return { ok: true as const, data: parsed.data, statut };
}

/**
 * « Articles »: Cep's own articles, written by editors with the rich text editor and published without review.
 * The cover is sent apart (multipart, `upload`) once the article exists.
 */
export const articles: BackofficeResource = {
  sortable: ['updatedAt', 'publieLe', 'titre', 'likes'],
  defaultSort: 'updatedAt',
  ...source,

  async create(strapi, body) {
    const parsed = parse(body);
    if (!parsed.ok) return invalid(parsed.errors);
    const writes = articleWrites(strapi);
    const categorie = await writes.categoryId(parsed.data.blogCategorie);
    if (parsed.data.blogCategorie && !categorie) return invalid({ categorie: messages.categorieInconnue });
    const created = await writes.create({ kind: 'cep' }, await writes.columns(parsed.data, categorie, null), parsed.statut);
    return { ok: true, record: (await source.get(strapi, created.documentId)) ?? {} };
  },

  async update(strapi, id, body) {
    const row = await strapi
      .documents(UIDS.article)
      .findFirst({ filters: { documentId: id, auteurType: 'cep' }, fields: ['statut', 'photo'] });
    if (!row) return notFound;
    const parsed = parse(body);
    if (!parsed.ok) return invalid(parsed.errors);
    const writes = articleWrites(strapi);
    const categorie = await writes.categoryId(parsed.data.blogCategorie);
    if (parsed.data.blogCategorie && !categorie) return invalid({ categorie: messages.categorieInconnue });
    // « Désactivé » from a published (or already deactivated) article; the other states through the machine.
    const statut =
      parsed.statut === 'desactive'
        ? row.statut === 'publie' || row.statut === 'desactive'
          ? 'desactive'
          : null
        : nextState(row.statut ?? null, parsed.data.natureAction, 'editeur');
    if (!statut) return invalid({ statut: messages.articleDesactiverAvant });
    await strapi.documents(UIDS.article).update({
      documentId: id,
      data: documentData(UIDS.article, {
        ...(await writes.columns(parsed.data, categorie, row.photo ?? null)),
        statut,
        ...(statut === 'publie' && row.statut !== 'publie' ? { publieLe: new Date().toISOString() } : {}),
      }),
    });
    return { ok: true, record: (await source.get(strapi, id)) ?? {} };
  },

  async remove(strapi, id) {
    const row = await strapi.documents(UIDS.article).findFirst({ filters: { documentId: id, auteurType: 'cep' }, fields: ['photo'] });
    if (!row) return notFound;
    const record = (await source.get(strapi, id)) ?? {};
    await articleWrites(strapi).remove({ id: Number(row.id), documentId: id, photo: row.photo });
    return { ok: true, record };
  },

  async upload(strapi, id, bytes) {
    const row = await strapi.documents(UIDS.article).findFirst({ filters: { documentId: id, auteurType: 'cep' }, fields: ['photo'] });
    if (!row) return notFound;
    const writes = articleWrites(strapi);
    const cover = await writes.cover(bytes, row.photo ?? null);
    if (!cover.ok) return invalid({ photo: cover.message });
    await writes.withCover(cover, () =>
      strapi.documents(UIDS.article).update({ documentId: id, data: documentData(UIDS.article, { photo: cover.url }) }),
    );
    return { ok: true, record: (await source.get(strapi, id)) ?? {} };
  },
};
