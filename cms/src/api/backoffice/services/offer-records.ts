import type { Core } from '@strapi/strapi';
import { contractIds, offerStateKeys } from '@cep/domain';
import type { ListQuery } from './simple-rest';

const UID = 'api::offer.offer';
export const SORTABLE = [
  'offreTitre',
  'offreContrat',
  'offreVille',
  'etat',
  'soumiseLe',
  'datePublication',
  'createdAt',
  'updatedAt',
] as const;
type OfferField =
  | 'documentId'
  | 'offreTitre'
  | 'offreContrat'
  | 'offreVille'
  | 'offreTexte'
  | 'etat'
  | 'soumiseLe'
  | 'datePublication'
  | 'dateExpiration'
  | 'motifRefus'
  | 'moderePar'
  | 'modereLe'
  | 'createdAt'
  | 'updatedAt';
const FIELDS: OfferField[] = [
  'documentId',
  'offreTitre',
  'offreContrat',
  'offreVille',
  'offreTexte',
  'etat',
  'soumiseLe',
  'datePublication',
  'dateExpiration',
  'motifRefus',
  'moderePar',
  'modereLe',
  'createdAt',
  'updatedAt',
];
const POPULATE = {
  company: { fields: ['societeRaisonsocial'] as Array<'societeRaisonsocial'> },
  recruteur: { fields: ['email'] as Array<'email'> },
};

type OfferRow = {
  documentId: string;
  company?: { societeRaisonsocial?: string | null } | null;
  recruteur?: { email?: string | null } | null;
} & Record<string, unknown>;

/** The backoffice's view of an offer: react-admin needs `id`, which is the stable documentId. */
function toRecord(row: OfferRow) {
  const fields = Object.fromEntries(FIELDS.filter((f) => f !== 'documentId').map((f) => [f, row[f] ?? null]));
  return { id: row.documentId, ...fields, societe: row.company?.societeRaisonsocial ?? null, recruteur: row.recruteur?.email ?? null };
}

/** Only known filters reach the database; anything else in `filter` is ignored. */
function toFilters(filter: Record<string, unknown>): Record<string, unknown> {
  const where: Record<string, unknown>[] = [];
  if (Array.isArray(filter.id)) where.push({ documentId: { $in: filter.id.map(String) } });
  if (typeof filter.q === 'string' && filter.q.trim()) {
    const q = filter.q.trim();
    where.push({
      $or: [{ offreTitre: { $containsi: q } }, { offreVille: { $containsi: q } }, { company: { societeRaisonsocial: { $containsi: q } } }],
    });
  }
  if (typeof filter.etat === 'string' && (offerStateKeys as string[]).includes(filter.etat)) where.push({ etat: filter.etat });
  const contrat = Number(filter.offreContrat);
  if (filter.offreContrat !== undefined && contractIds.includes(contrat as never)) where.push({ offreContrat: contrat });
  return where.length ? { $and: where } : {};
}

export function offerRecords(strapi: Core.Strapi) {
  const docs = () => strapi.documents(UID);
  return {
    async list(query: ListQuery) {
      const filters = toFilters(query.filter);
      const [rows, total] = await Promise.all([
        docs().findMany({
          filters,
          fields: FIELDS,
          populate: POPULATE,
          sort: { [query.sort.field]: query.sort.order },
          start: query.start,
          limit: query.limit,
        }),
        docs().count({ filters }),
      ]);
      return { records: rows.map(toRecord), total };
    },

    async get(documentId: string) {
      const row = await docs().findOne({ documentId, fields: FIELDS, populate: POPULATE });
      return row ? toRecord(row) : null;
    },
  };
}
