import type { Core } from '@strapi/strapi';
import type { AccountScope } from '../api/compte/services/scope';
import { OFFER_RELATIONS, type OfferRow } from './attributes';
import { OFFER_UID } from './lifecycle';

/**
 * An offer as its company's recruiters see it, or null: another account's offer is answered exactly like
 * a missing one (404), so ids cannot be probed.
 */
export async function findOwnedOffer(strapi: Core.Strapi, scope: AccountScope, documentId: string): Promise<OfferRow | null> {
  if (scope.companyId === null) return null;
  const row = (await strapi.documents(OFFER_UID).findFirst({
    filters: { documentId, compte: { id: scope.companyId } },
    populate: OFFER_RELATIONS,
  })) as unknown as OfferRow | null;
  return row ?? null;
}

export interface AccountCompany {
  id: number;
  documentId: string;
  societeRaisonsocial: string;
  description: string | null;
  nombreSalaries: number | null;
  societePays: string | null;
  factureDifferente: boolean | null;
  societeFacturePays: string | null;
  creditsOffre: number | null;
  creditsIllimites: boolean | null;
  villeFacultative: boolean | null;
  remunerationFacultative: boolean | null;
}

const COMPANY_FIELDS = [
  'id',
  'documentId',
  'societeRaisonsocial',
  'description',
  'nombreSalaries',
  'societePays',
  'factureDifferente',
  'societeFacturePays',
  'creditsOffre',
  'creditsIllimites',
  'villeFacultative',
  'remunerationFacultative',
];

/** The account's company followed by its subsidiaries: the companies that may sign its offers. */
export async function accountCompanies(strapi: Core.Strapi, scope: AccountScope): Promise<AccountCompany[]> {
  if (scope.companyId === null) return [];
  const rows = (await strapi.db.query('api::company.company').findMany({
    select: COMPANY_FIELDS,
    where: { $or: [{ id: scope.companyId }, { parent: { id: scope.companyId } }] },
    orderBy: { id: 'asc' },
  })) as AccountCompany[];
  return rows.sort((a, b) => Number(b.id === scope.companyId) - Number(a.id === scope.companyId));
}
