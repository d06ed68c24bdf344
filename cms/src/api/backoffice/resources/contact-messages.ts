import { campaignLabel, campaignOf, CONTACT_PROFILES } from '@cep/domain';
import { documentSource, textSearch } from '../services/document-source';
import type { BackofficeResource } from '../services/resource';
import { UIDS } from '../../../uids';
import { oneOf } from '../../../utils/field-of';

const source = documentSource({
  uid: UIDS.contactMessage,
  fields: ['profil', 'nom', 'prenom', 'email', 'tel', 'message', 'envoyeLe', 'campagne', 'createdAt'],
  filters: (filter) => {
    const where = textSearch(filter.q, [
      (q) => ({ email: { $containsi: q } }),
      (q) => ({ nom: { $containsi: q } }),
      (q) => ({ message: { $containsi: q } }),
    ]);
    const profil = oneOf(CONTACT_PROFILES, filter.profil);
    if (profil) where.push({ profil });
    return where;
  },
  toRecord: (row) => ({
    id: row.documentId,
    createdAt: row.createdAt,
    profil: row.profil,
    nom: `${row.prenom ?? ''} ${row.nom ?? ''}`.trim(),
    email: row.email,
    tel: row.tel ?? '',
    message: row.message,
    envoye: Boolean(row.envoyeLe),
    campagne: campaignLabel(campaignOf(row.campagne)?.derniere),
  }),
});

/** Messages from the public contact page (spec 02 §2), read-only: staff answer by e-mail (the team got a copy). */
export const contactMessages: BackofficeResource = {
  sortable: ['createdAt'],
  defaultSort: 'createdAt',
  ...source,
};
