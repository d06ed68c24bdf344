import { documentSource, textSearch } from '../services/document-source';
import type { BackofficeResource } from '../services/resource';
import { UIDS } from '../../../uids';

const source = documentSource({
  uid: UIDS.courseContact,
  fields: ['nom', 'prenom', 'email', 'tel', 'message', 'createdAt'],
  populate: { course: { fields: ['titre'], populate: { school: { fields: ['ecoleNom'] } } } },
  filters: (filter) =>
    textSearch(filter.q, [
      (q) => ({ email: { $containsi: q } }),
      (q) => ({ nom: { $containsi: q } }),
      (q) => ({ course: { titre: { $containsi: q } } }),
    ]),
  toRecord: (row) => ({
    id: row.documentId,
    createdAt: row.createdAt,
    formation: row.course?.titre ?? '',
    ecole: row.course?.school?.ecoleNom ?? '',
    nom: `${row.prenom ?? ''} ${row.nom ?? ''}`.trim(),
    email: row.email,
    tel: row.tel ?? '',
    message: row.message,
  }),
});

/** Messages sent to schools from a course's contact popup, kept for staff (issue #14 item 5): read-only. */
export const courseContacts: BackofficeResource = {
  sortable: ['createdAt'],
  defaultSort: 'createdAt',
  ...source,
};
