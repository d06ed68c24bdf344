import type { Core, Modules } from '@strapi/strapi';
import type { createSubsidiarySchema, Subsidiary } from '@cep/domain';
import type { z } from 'zod';
import { organisations } from './organisations';
import { pageMedia } from '../../page';
import { UIDS } from '../../../uids';

type SubsidiaryInput = z.infer<ReturnType<typeof createSubsidiarySchema>>;

type Company = Modules.Documents.Document<typeof UIDS.company>;

/** A subsidiary in the field names of spec 02 §7's add call. */
function toSubsidiary(row: Company): Subsidiary {
  return {
    id: row.documentId,
    raisonSociale: row.societeRaisonsocial ?? '',
    adresse: row.societeAdresse ?? '',
    adresseComplementaire: row.societeAdressecomplementaire ?? '',
    codePostal: row.societeCp ?? '',
    ville: row.societeVille ?? '',
    villeInternational: row.societeVilleInternational ?? '',
    pays: row.societePays ?? 'FR',
    telephone: row.societeTel ?? '',
    secteurActivite: row.secteurActivite ?? '',
    registreMarque: row.registreMarque ?? '',
    diffusionMarque: Boolean(row.diffusionMarque),
  };
}

export type RemoveResult = 'removed' | 'not-found' | 'has-offers';

/** The subsidiaries of a company account (spec 02 §3, §5, §7): companies of the account with a parent. */
export function subsidiaries(strapi: Core.Strapi) {
  const companies = () => strapi.documents(UIDS.company);

  return {
    async list(accountId: number) {
      const rows = await companies().findMany({
        filters: { account: { id: accountId }, parent: { id: { $notNull: true } } },
        sort: { societeRaisonsocial: 'asc' },
      });
      return rows.map(toSubsidiary);
    },

    async create(accountId: number, v: SubsidiaryInput) {
      const parent = await organisations(strapi).mainCompany(accountId);
      const created = await companies().create({
        data: {
          societeRaisonsocial: v.raisonSociale,
          societeAdresse: v.adresse,
          societeAdressecomplementaire: v.adresseComplementaire,
          societeCp: v.codePostal,
          societeVille: v.pays === 'FR' ? v.ville : undefined,
          societeVilleInternational: v.pays === 'FR' ? undefined : v.villeInternational,
          societePays: v.pays,
          societeTel: v.telephone,
          secteurActivite: v.secteurActivite,
          registreMarque: v.registreMarque,
          diffusionMarque: v.diffusionMarque,
          parent: parent?.documentId,
          account: accountId,
        },
      });
      return toSubsidiary(created);
    },

    /** Only a subsidiary of this account, and only while no offer is signed by it. */
    async remove(accountId: number, documentId: string): Promise<RemoveResult> {
      const row = await companies().findFirst({
        filters: { documentId, account: { id: accountId }, parent: { id: { $notNull: true } } },
        populate: { offers: { fields: ['id'] } },
      });
      if (!row) return 'not-found';
      if ((row.offers ?? []).length > 0) return 'has-offers';
      await companies().delete({ documentId });
      await pageMedia(strapi, 'entreprise').removeAll(row);
      return 'removed';
    },
  };
}
