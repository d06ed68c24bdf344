import type { Core } from '@strapi/strapi';
import {
  COURSE_FUNDING_LABELS,
  COURSE_MODALITY_LABELS,
  COURSE_TYPE_LABELS,
  type CourseHit,
  type CourseSearchAnswer,
  departementLabel,
  DOMAINS,
  isOfferOpen,
  labelOf,
  type PublicCourse,
  STUDY_LEVELS,
  todayIso,
  videoEmbed,
} from '@cep/domain';
import type { CourseDocument, SearchParams, SearchResult } from '@cep/search';
import { communeByCode } from '../../../places/coordinates';
import { isoDate, stringList } from '../../../utils/json-columns';
import { toSafeHtml } from '../../../utils/rich-text';
import { courseIndexOf } from './course-index';
import { toSessionView } from '../utils/course-values';
import { UIDS } from '../../../uids';

const label = (labels: Readonly<Record<string, string>>, value: string) => labels[value] ?? value;

const toHit = (doc: CourseDocument): CourseHit => ({
  id: doc.id,
  title: doc.title,
  excerpt: doc.excerpt,
  school: doc.school,
  city: doc.city,
  postalCode: doc.postalCode,
  type: doc.type,
  level: doc.level,
  modalities: doc.modalities,
  price: doc.price,
  lastSessionStart: doc.lastSessionStart,
});

/** What everyone may read of published courses: their page, the search, the sitemap. */
export function publicCourses(strapi: Core.Strapi) {
  return {
    async search(params: SearchParams): Promise<CourseSearchAnswer> {
      const result: SearchResult<CourseDocument> = await courseIndexOf(strapi).search(params);
      return { ...result, hits: result.hits.map(toHit) };
    },

    count: (params: SearchParams) => courseIndexOf(strapi).count(params),

    async findPublic(documentId: string): Promise<PublicCourse | null> {
      const row = await strapi.documents(UIDS.course).findFirst({
        filters: { documentId, etat: 'publiee' },
        populate: { school: { fields: ['ecoleNom', 'adresseVille', 'ecoleVille', 'logo', 'enLigne'] } },
      });
      if (!row) return null;
      const sessions = await strapi.documents(UIDS.courseSession).findMany({
        filters: { course: { id: row.id }, dateFin: { $gte: todayIso() } },
        sort: ['dateDeb:asc'],
        limit: 50,
      });
      const offers = await strapi.documents(UIDS.offer).findMany({
        filters: { formation: { id: row.id }, etat: 'publiee' },
        fields: ['offreTitre', 'offreVille', 'anonyme', 'etat', 'dateExpiration'],
        populate: { company: { fields: ['societeRaisonsocial'] } },
        limit: 20,
      });
      const commune = row.formationCommuneid ? communeByCode(row.formationCommuneid) : undefined;
      const school = row.school;
      const tarif = row.tarif === null || row.tarif === undefined ? null : Number(row.tarif);
      return {
        id: row.documentId,
        titre: row.titre ?? '',
        type: row.type ? label(COURSE_TYPE_LABELS, row.type) : null,
        niveau: row.niveau ? (labelOf(STUDY_LEVELS, row.niveau) ?? null) : null,
        domaine: row.domaine ? (labelOf(DOMAINS, row.domaine) ?? null) : null,
        pays: row.pays ?? 'FR',
        tarif,
        objectif: toSafeHtml(row.objectif ?? ''),
        modalites: stringList(row.modalites).map((m) => label(COURSE_MODALITY_LABELS, m)),
        lieux: stringList(row.departements).map(departementLabel),
        commune: commune ? `${commune.nom} (${commune.codePostal})` : null,
        financements: stringList(row.financements).map((f) =>
          f === 'autre' && row.financementAutre ? row.financementAutre : label(COURSE_FUNDING_LABELS, f),
        ),
        video: row.urlVideo ? (videoEmbed(row.urlVideo)?.src ?? null) : null,
        photocouverture: row.photocouverture ?? null,
        photos: [row.photo1, row.photo2].filter((p): p is string => Boolean(p)),
        plaquette: row.plaquette ?? null,
        sessions: sessions.map(toSessionView),
        ecole: {
          id: school?.documentId ?? '',
          nom: school?.ecoleNom ?? '',
          ville: school?.adresseVille ?? school?.ecoleVille ?? '',
          logo: school?.logo ?? null,
          page: school?.enLigne ? school.documentId : null,
        },
        datePublication: isoDate(row.datePublication),
        offres: offers
          .filter((offer) => isOfferOpen(offer))
          .map((offer) => ({
            id: offer.documentId,
            titre: offer.offreTitre ?? '',
            ville: offer.offreVille ?? '',
            entreprise: offer.anonyme ? null : (offer.company?.societeRaisonsocial ?? null),
          })),
      };
    },

    /** Every published course, for sitemap.xml. */
    async sitemap(): Promise<Array<{ id: string; modifie: string }>> {
      const rows = await strapi.documents(UIDS.course).findMany({ filters: { etat: 'publiee' }, fields: ['updatedAt'], limit: 20_000 });
      return rows.map((row) => ({ id: row.documentId, modifie: String(row.updatedAt) }));
    },
  };
}
