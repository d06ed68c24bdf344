import type { Core } from '@strapi/strapi';
import type { Testimonial } from '@cep/domain';
import { TESTIMONIAL_UID } from '../utils/article-view';

/** The home page's slider: the active testimonials in the editors' order (at most twelve). */
export async function activeTestimonials(strapi: Core.Strapi): Promise<Testimonial[]> {
  const rows = await strapi.documents(TESTIMONIAL_UID).findMany({
    filters: { actif: true },
    fields: ['nom', 'fonction', 'texte'],
    sort: [{ ordre: 'asc' }, { id: 'asc' }],
    limit: 12,
  });
  return rows.map((row) => ({ id: row.documentId, nom: row.nom ?? '', fonction: row.fonction ?? '', texte: row.texte ?? '' }));
}
