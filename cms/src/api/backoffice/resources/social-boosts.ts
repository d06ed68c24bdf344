import { documentSource } from '../services/document-source';
import type { BackofficeResource } from '../services/resource';
import { UIDS } from '../../../uids';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const source = documentSource({
  uid: UIDS.socialBoost,
  fields: ['datePublie', 'reservePar', 'createdAt'],
  populate: { offer: { fields: ['offreTitre'] }, account: { fields: ['documentId'] } },
  filters: (filter) => {
    const where: Record<string, unknown>[] = [];
    if (typeof filter.depuis === 'string' && ISO_DATE.test(filter.depuis)) where.push({ datePublie: { $gte: filter.depuis } });
    return where;
  },
  toRecord: (row) => ({
    id: row.documentId,
    datePublie: row.datePublie,
    offre: row.offer?.offreTitre ?? null,
    offreId: row.offer?.documentId ?? null,
    compte: row.account?.documentId ?? null,
    reservePar: row.reservePar ?? null,
    createdAt: row.createdAt,
  }),
});

/** The social-boost calendar: one offer per publication day, in date order, for the staff who publish them. */
export const socialBoosts: BackofficeResource = {
  sortable: ['datePublie', 'createdAt'],
  defaultSort: 'datePublie',
  ...source,
};
