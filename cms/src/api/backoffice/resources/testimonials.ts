import { messages, parseForm, testimonialSchema } from '@cep/domain';
import { documentData } from '../../../utils/document-data';
import { documentSource, textSearch } from '../services/document-source';
import { invalid, type BackofficeResource, type WriteResult } from '../services/resource';
import { UIDS } from '../../../uids';

const source = documentSource({
  uid: UIDS.testimonial,
  fields: ['nom', 'fonction', 'texte', 'ordre', 'actif', 'updatedAt'],
  filters: (filter) => {
    const where = textSearch(filter.q, [(q) => ({ nom: { $containsi: q } }), (q) => ({ texte: { $containsi: q } })]);
    if (typeof filter.actif === 'boolean') where.push({ actif: filter.actif });
    return where;
  },
  toRecord: (row) => ({
    id: row.documentId,
    nom: row.nom ?? '',
    fonction: row.fonction ?? '',
    texte: row.texte ?? '',
    ordre: row.ordre ?? 0,
    actif: Boolean(row.actif),
    updatedAt: row.updatedAt,
  }),
});

const notFound: WriteResult = { ok: false, status: 404, body: { message: messages.donneesNonValides } };

/** « Témoignages » of the home page's slider, in the editors' order; an inactive one stays out of the slider. */
export const testimonials: BackofficeResource = {
  sortable: ['ordre', 'nom', 'updatedAt'],
  defaultSort: 'ordre',
  ...source,

  async create(strapi, body) {
    const parsed = parseForm(testimonialSchema, body);
    if (!parsed.ok) return invalid(parsed.errors);
    const created = await strapi.documents(UIDS.testimonial).create({ data: documentData(UIDS.testimonial, parsed.data) });
    return { ok: true, record: (await source.get(strapi, created.documentId)) ?? {} };
  },

  async update(strapi, id, body) {
    if (!(await source.get(strapi, id))) return notFound;
    const parsed = parseForm(testimonialSchema, body);
    if (!parsed.ok) return invalid(parsed.errors);
    await strapi.documents(UIDS.testimonial).update({ documentId: id, data: documentData(UIDS.testimonial, parsed.data) });
    return { ok: true, record: (await source.get(strapi, id)) ?? {} };
  },

  async remove(strapi, id) {
    const record = await source.get(strapi, id);
    if (!record) return notFound;
    await strapi.documents(UIDS.testimonial).delete({ documentId: id });
    return { ok: true, record };
  },
};
