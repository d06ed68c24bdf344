import { messages } from '@cep/domain';
import { schoolCourses } from '../../course';
import { documentSource, textSearch } from '../services/document-source';
import type { BackofficeResource } from '../services/resource';
import { UIDS } from '../../../uids';
import { fieldOf, oneOf } from '../../../utils/field-of';

const ETATS = ['brouillon', 'publiee'] as const;

const source = documentSource({
  uid: UIDS.course,
  fields: ['titre', 'etat', 'datePublication', 'updatedAt'],
  populate: { school: { fields: ['ecoleNom'] } },
  filters: (filter) => {
    const where = textSearch(filter.q, [(q) => ({ titre: { $containsi: q } }), (q) => ({ school: { ecoleNom: { $containsi: q } } })]);
    const etat = oneOf(ETATS, filter.etat);
    if (etat) where.push({ etat });
    return where;
  },
  toRecord: (row) => ({
    id: row.documentId,
    titre: row.titre,
    ecole: row.school?.ecoleNom ?? '',
    etat: row.etat,
    datePublication: row.datePublication ?? null,
    updatedAt: row.updatedAt,
  }),
});

/**
 * Schools' courses, published without moderation (docs/decisions.md): moderators find them and take one back to
 * draft (out of the search) when it breaks the rules, or publish it again when its rules hold.
 */
export const courses: BackofficeResource = {
  sortable: ['updatedAt', 'datePublication', 'titre'],
  defaultSort: 'updatedAt',
  ...source,

  async update(strapi, id, body) {
    const row = await strapi.documents(UIDS.course).findOne({ documentId: id });
    if (!row) return { ok: false, status: 404, body: { message: messages.formationIntrouvable } };
    const etat = fieldOf(body, 'etat');
    if (etat === 'brouillon') await strapi.documents(UIDS.course).update({ documentId: id, data: { etat: 'brouillon' } });
    else if (etat === 'publiee') {
      const result = await schoolCourses(strapi).publish(row);
      if (!result.ok) return { ok: false, status: 400, body: { message: messages.donneesNonValides } };
    } else return { ok: false, status: 400, body: { message: messages.donneesNonValides, errors: { etat: messages.champObligatoire } } };
    return { ok: true, record: (await source.get(strapi, id)) ?? {} };
  },
};
