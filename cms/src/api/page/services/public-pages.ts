import type { Core, Modules } from '@strapi/strapi';
import { COMPANY_SIZES, contractLabel, isOfferOpen, labelOf, type PageOfferCard, type PublicPage, videoEmbed } from '@cep/domain';
import { isoDate } from '../../../utils/json-columns';
import { toSafeHtml } from '../../../utils/rich-text';
import { photosOf } from './page-media';
import { events } from './events';
import { UIDS } from '../../../uids';

type Company = Modules.Documents.Document<typeof UIDS.company>;
type School = Modules.Documents.Document<typeof UIDS.school>;

/** A page lists at most this many offers, newest first. */
const PAGE_OFFERS = 50;

const images = (row: Company | School) => ({
  logo: row.logo ?? null,
  photocouverture: row.photocouverture ?? null,
  photos: photosOf(row.photos),
});

const NO_SCHOOL_FIELDS = { video: null, fraisScolarite: null, plaquette: null } as const;

/** What everyone may read of the pages that are online: nothing of a draft, nothing of billing. */
export function publicPages(strapi: Core.Strapi) {
  /** The open, signed (not anonymous) offers of a company. */
  async function offersOf(companyId: number): Promise<PageOfferCard[]> {
    const rows = await strapi.documents(UIDS.offer).findMany({
      filters: { company: { id: companyId }, etat: 'publiee', anonyme: { $ne: true } },
      fields: ['offreTitre', 'offreContrat', 'offreVille', 'etat', 'dateExpiration', 'datePublication'],
      sort: { datePublication: 'desc' },
      limit: PAGE_OFFERS,
    });
    return rows
      .filter((row) => isOfferOpen(row))
      .map((row) => ({
        id: row.documentId,
        titre: row.offreTitre ?? '',
        contrat: contractLabel(row.offreContrat ?? 0) ?? '',
        ville: row.offreVille ?? '',
        datePublication: isoDate(row.datePublication),
      }));
  }

  return {
    async company(documentId: string): Promise<PublicPage | null> {
      const row = await strapi.documents(UIDS.company).findFirst({
        filters: { documentId, enLigne: true },
        populate: { account: { fields: ['id'] }, parent: { fields: ['societeRaisonsocial', 'enLigne'] } },
      });
      if (!row) return null;
      const parent = row.parent;
      return {
        type: 'entreprise',
        id: row.documentId,
        nom: row.societeRaisonsocial ?? '',
        description: toSafeHtml(row.description ?? ''),
        images: images(row),
        ville: row.societeVille ?? row.societeVilleInternational ?? '',
        codePostal: row.societeCp ?? '',
        pays: row.societePays ?? 'FR',
        taille: row.nombreSalaries ? (labelOf(COMPANY_SIZES, row.nombreSalaries) ?? null) : null,
        secteur: row.secteurActivite ?? null,
        anneeCreation: row.societeDatecreation ?? null,
        siteWeb: row.siteWeb ?? null,
        marque: parent && row.diffusionMarque ? (row.registreMarque ?? null) : null,
        maison: parent?.enLigne ? { id: parent.documentId, nom: parent.societeRaisonsocial ?? '' } : null,
        ...NO_SCHOOL_FIELDS,
        offres: await offersOf(Number(row.id)),
        formations: [],
        // Events belong to the account: its main company's page shows them.
        evenements: !parent && row.account ? await events(strapi).ofAccount(Number(row.account.id), { upcoming: true }) : [],
      };
    },

    async school(documentId: string): Promise<PublicPage | null> {
      const row = await strapi
        .documents(UIDS.school)
        .findFirst({ filters: { documentId, enLigne: true }, populate: { account: { fields: ['id'] } } });
      if (!row) return null;
      return {
        type: 'ecole',
        id: row.documentId,
        nom: row.ecoleNom ?? '',
        description: toSafeHtml(row.description ?? ''),
        images: images(row),
        ville: row.adresseVille ?? row.ecoleVille ?? '',
        codePostal: row.adresseCp ?? row.ecoleCp ?? '',
        pays: row.ecolePays ?? 'FR',
        taille: null,
        secteur: null,
        anneeCreation: null,
        siteWeb: null,
        marque: null,
        maison: null,
        video: row.urlVideo ? (videoEmbed(row.urlVideo)?.src ?? null) : null,
        fraisScolarite: row.fraisScolarite ?? null,
        plaquette: row.plaquette ?? null,
        offres: [],
        formations: (
          await strapi.documents(UIDS.course).findMany({
            filters: { school: { id: row.id }, etat: 'publiee' },
            fields: ['titre'],
            sort: ['titre:asc'],
            limit: 100,
          })
        ).map((course) => ({ id: course.documentId, titre: course.titre ?? '' })),
        evenements: row.account ? await events(strapi).ofAccount(Number(row.account.id), { upcoming: true }) : [],
      };
    },

    /** Every page online, for sitemap.xml. */
    async sitemap(): Promise<Array<{ type: 'entreprise' | 'ecole'; id: string; modifie: string }>> {
      const [companies, schools] = await Promise.all([
        strapi.documents(UIDS.company).findMany({ filters: { enLigne: true }, fields: ['updatedAt'], limit: 10_000 }),
        strapi.documents(UIDS.school).findMany({ filters: { enLigne: true }, fields: ['updatedAt'], limit: 10_000 }),
      ]);
      return [
        ...companies.map((row) => ({ type: 'entreprise' as const, id: row.documentId, modifie: String(row.updatedAt) })),
        ...schools.map((row) => ({ type: 'ecole' as const, id: row.documentId, modifie: String(row.updatedAt) })),
      ];
    },
  };
}
