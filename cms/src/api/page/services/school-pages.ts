import type { Core, Modules } from '@strapi/strapi';
import { pageMissing, type SchoolPage, type SchoolPageForm } from '@cep/domain';
import { documentData } from '../../../utils/document-data';
import { toPlainText, toSafeHtml } from '../../../utils/rich-text';
import { photosOf } from './page-media';
import { events } from './events';
import { UIDS } from '../../../uids';

type School = Modules.Documents.Document<typeof UIDS.school>;

const text = (value: string | null | undefined) => value ?? '';

const onlineValues = (row: School) => ({
  description: row.description ?? '',
  adresseVille: row.adresseVille ?? undefined,
  adresseCp: row.adresseCp ?? undefined,
});

/** The school's page, seen from its account (spec 01 §3, §4, §5). */
export function schoolPages(strapi: Core.Strapi) {
  const schools = () => strapi.documents(UIDS.school);

  return {
    async owned(accountId: number): Promise<School | null> {
      const account = await strapi.documents(UIDS.account).findFirst({ filters: { id: accountId }, populate: { school: true } });
      return account?.school ?? null;
    },

    async form(accountId: number, row: School, subscribed: boolean): Promise<SchoolPageForm> {
      return {
        code: 200,
        id: row.documentId,
        nom: row.ecoleNom ?? '',
        enLigne: Boolean(row.enLigne),
        abonnement: subscribed ? 1 : 0,
        valeurs: {
          description: toPlainText(row.description),
          adresseVille: text(row.adresseVille),
          adresseCp: text(row.adresseCp),
          urlVideo: text(row.urlVideo),
          fraisScolarite: text(row.fraisScolarite),
        },
        images: { logo: row.logo ?? null, photocouverture: row.photocouverture ?? null, photos: photosOf(row.photos) },
        plaquette: row.plaquette ?? null,
        evenements: await events(strapi).ofAccount(accountId),
      };
    },

    /** As for companies: a draft saves anything; an online page, or one being published, keeps what going online needs. */
    async save(
      row: School,
      data: SchoolPage,
      publish: boolean,
    ): Promise<{ ok: true; enLigne: boolean } | { ok: false; missing: string[] }> {
      const description = toSafeHtml(data.description);
      const goingOnline = publish || Boolean(row.enLigne);
      const missing = goingOnline ? pageMissing('ecole', { ...data, description }) : [];
      if (missing.length > 0) return { ok: false, missing };
      await schools().update({
        documentId: row.documentId,
        data: documentData(UIDS.school, {
          description: description || null,
          adresseVille: data.adresseVille ?? null,
          adresseCp: data.adresseCp ?? null,
          urlVideo: data.urlVideo ?? null,
          fraisScolarite: data.fraisScolarite ?? null,
          enLigne: goingOnline,
        }),
      });
      return { ok: true, enLigne: goingOnline };
    },

    async setOnline(row: School, online: boolean): Promise<string[]> {
      const missing = online ? pageMissing('ecole', onlineValues(row)) : [];
      if (missing.length === 0) await schools().update({ documentId: row.documentId, data: { enLigne: online } });
      return missing;
    },
  };
}
