import { blogCategorySchema, messages, parseForm, slugify } from '@cep/domain';
import { documentData } from '../../../utils/document-data';
import { documentSource, textSearch } from '../services/document-source';
import { invalid, type BackofficeResource } from '../services/resource';
import { UIDS } from '../../../uids';

const source = documentSource({
  uid: UIDS.blogCategory,
  fields: ['nom', 'slug', 'description', 'createdAt'],
  filters: (filter) => textSearch(filter.q, [(q) => ({ nom: { $containsi: q } })]),
  toRecord: (row) => ({
    id: row.documentId,
    nom: row.nom ?? '',
    slug: row.slug ?? '',
    description: row.description ?? '',
    createdAt: row.createdAt,
  }),
});

/**
 * « Catégories » of the blog. The address part (`/blog/{slug}`) is made from the first name and kept when the
 * name changes, so links already shared keep working; a category holding articles cannot be deleted.
 */
export const blogCategories: BackofficeResource = {
  sortable: ['nom', 'createdAt'],
  defaultSort: 'nom',
  ...source,

  async create(strapi, body) {
    const parsed = parseForm(blogCategorySchema, body);
    if (!parsed.ok) return invalid(parsed.errors);
    const slug = slugify(parsed.data.nom);
    if (!slug || (await strapi.documents(UIDS.blogCategory).count({ filters: { slug } })) > 0)
      return invalid({ nom: messages.categorieExistante });
    const created = await strapi
      .documents(UIDS.blogCategory)
      .create({ data: documentData(UIDS.blogCategory, { nom: parsed.data.nom, description: parsed.data.description ?? null, slug }) });
    return { ok: true, record: (await source.get(strapi, created.documentId)) ?? {} };
  },

  async update(strapi, id, body) {
    if (!(await strapi.documents(UIDS.blogCategory).findOne({ documentId: id, fields: ['id'] })))
      return { ok: false, status: 404, body: { message: messages.donneesNonValides } };
    const parsed = parseForm(blogCategorySchema, body);
    if (!parsed.ok) return invalid(parsed.errors);
    await strapi.documents(UIDS.blogCategory).update({
      documentId: id,
      data: documentData(UIDS.blogCategory, { nom: parsed.data.nom, description: parsed.data.description ?? null }),
    });
    return { ok: true, record: (await source.get(strapi, id)) ?? {} };
  },

  async remove(strapi, id) {
    const record = await source.get(strapi, id);
    if (!record) return { ok: false, status: 404, body: { message: messages.donneesNonValides } };
    if ((await strapi.documents(UIDS.article).count({ filters: { categorie: { documentId: id } } })) > 0)
      return { ok: false, status: 409, body: { message: messages.categorieUtilisee } };
    await strapi.documents(UIDS.blogCategory).delete({ documentId: id });
    return { ok: true, record };
  },
};
