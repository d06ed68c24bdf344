import type { Core, Modules } from '@strapi/strapi';
import { pageMissing, type CompanyPage, type CompanyPageForm } from '@cep/domain';
import { documentData } from '../../../utils/document-data';
import { toPlainText, toSafeHtml } from '../../../utils/rich-text';
import { photosOf } from './page-media';
import { events } from './events';
import { UIDS } from '../../../uids';

const WITH_PARENT: { parent: { fields: Array<'id'> } } = { parent: { fields: ['id'] } };
type Company = Modules.Documents.Document<typeof UIDS.company, { populate: typeof WITH_PARENT }>;

const text = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value));

/** The values going online is checked against, as stored. */
export const companyOnlineValues = (row: Company) => ({
  description: row.description ?? '',
  nombreSalaries: row.nombreSalaries ?? undefined,
  secteurActivite: row.secteurActivite ?? undefined,
});

/** A company's or a subsidiary's page, seen from its account (spec 02 §3, §4). */
export function companyPages(strapi: Core.Strapi) {
  const companies = () => strapi.documents(UIDS.company);

  return {
    /** One of the account's companies: the main one without an id, a subsidiary by its id; null when not the account's. */
    async owned(accountId: number, documentId?: string): Promise<Company | null> {
      const filters = documentId
        ? { documentId, account: { id: accountId } }
        : { account: { id: accountId }, parent: { id: { $null: true } } };
      return companies().findFirst({ filters, populate: WITH_PARENT });
    },

    async form(accountId: number, row: Company): Promise<CompanyPageForm> {
      const principale = !row.parent;
      return {
        code: 200,
        id: row.documentId,
        principale,
        enLigne: Boolean(row.enLigne),
        valeurs: {
          societeRaisonsocial: text(row.societeRaisonsocial),
          description: toPlainText(row.description),
          nombreSalaries: text(row.nombreSalaries),
          secteurActivite: text(row.secteurActivite),
          societeDatecreation: text(row.societeDatecreation),
          siteWeb: text(row.siteWeb),
          registreMarque: text(row.registreMarque),
          diffusionMarque: Boolean(row.diffusionMarque),
        },
        images: { logo: row.logo ?? null, photocouverture: row.photocouverture ?? null, photos: photosOf(row.photos) },
        evenements: principale ? await events(strapi).ofAccount(accountId) : [],
      };
    },

    /**
     * Saves the form. A draft needs only the name (spec 02 §4); an online page, or one being published, must
     * keep what going online needs: `missing` lists what is not there, and nothing is written.
     */
    async save(
      row: Company,
      data: CompanyPage,
      publish: boolean,
    ): Promise<{ ok: true; enLigne: boolean } | { ok: false; missing: string[] }> {
      const description = toSafeHtml(data.description);
      const goingOnline = publish || Boolean(row.enLigne);
      const missing = goingOnline ? pageMissing('entreprise', { ...data, description }) : [];
      if (missing.length > 0) return { ok: false, missing };
      const brand = row.parent ? { registreMarque: data.registreMarque ?? null, diffusionMarque: data.diffusionMarque } : {};
      await companies().update({
        documentId: row.documentId,
        data: documentData(UIDS.company, {
          societeRaisonsocial: data.societeRaisonsocial,
          description: description || null,
          nombreSalaries: data.nombreSalaries ?? null,
          secteurActivite: data.secteurActivite ?? null,
          societeDatecreation: data.societeDatecreation ?? null,
          siteWeb: data.siteWeb ?? null,
          ...brand,
          enLigne: goingOnline,
        }),
      });
      return { ok: true, enLigne: goingOnline };
    },

    /** The toggle (spec 01 §4, §7): going online needs what `pageMissing` checks; going offline always works. */
    async setOnline(row: Company, online: boolean): Promise<string[]> {
      const missing = online ? pageMissing('entreprise', companyOnlineValues(row)) : [];
      if (missing.length === 0) await companies().update({ documentId: row.documentId, data: { enLigne: online } });
      return missing;
    },
  };
}
