import type { Core } from '@strapi/strapi';
import type { Testimonial } from '@cep/domain';
import { UIDS } from '../../../uids';

/** The home page's slider: the active testimonials in the editors' order (at most twelve). */
export async function activeTestimonials(strapi: Core.Strapi): Promise<Testimonial[]> {
  const rows = await strapi.documents(UIDS.testimonial).findMany({
    filters: { actif: true },
    fields: ['nom', 'fonction', 'texte'],
    sort: [{ ordre: 'asc' }, { id: 'asc' }],
    limit: 12,
  });
  return rows.map((row) => ({ id: row.documentId, nom: row.nom ?? '', fonction: row.fonction ?? '', texte: row.texte ?? '' }));
}
