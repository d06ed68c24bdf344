import type { Core, Modules } from '@strapi/strapi';
import { coursesIndex, toCourseDocument, type CourseSource, type SearchParams } from '@cep/search';
import { documentIndex } from '../../../search/document-index';
import { communeByCode } from '../../../places/coordinates';
import { isoDate, stringList } from '../../../utils/json-columns';
import { withOtherChoices } from '../../../search/other-choices';
import { perInstance } from '../../../utils/per-instance';
import { UIDS } from '../../../uids';

/** Rows read per call by a rebuild or a reconciliation. */
const REBUILD_PAGE = 200;
const COURSE_FIELDS = [
  'titre',
  'etat',
  'type',
  'niveau',
  'domaine',
  'pays',
  'tarif',
  'objectif',
  'modalites',
  'departements',
  'financements',
  'formationCommuneid',
  'datePublication',
] satisfies Modules.Documents.Params.Fields.ArrayNotation<typeof UIDS.course>;
const COURSE_POPULATE: { school: { fields: Array<'ecoleNom'> }; sessions: { fields: Array<'dateDeb'> } } = {
  school: { fields: ['ecoleNom'] },
  sessions: { fields: ['dateDeb'] },
};
type CourseRow = Modules.Documents.Document<typeof UIDS.course, { populate: typeof COURSE_POPULATE }>;

function toSource(row: CourseRow): CourseSource {
  const commune = row.formationCommuneid ? communeByCode(row.formationCommuneid) : undefined;
  return {
    documentId: row.documentId,
    titre: row.titre ?? '',
    etat: row.etat ?? 'brouillon',
    type: row.type ?? null,
    niveau: row.niveau ?? null,
    domaine: row.domaine ?? null,
    pays: row.pays ?? null,
    tarif: row.tarif ?? null,
    objectif: row.objectif ?? null,
    modalites: stringList(row.modalites),
    departements: stringList(row.departements),
    financements: stringList(row.financements),
    datePublication: isoDate(row.datePublication),
    commune: commune ? { nom: commune.nom, codePostal: commune.codePostal, departement: commune.departement, point: commune.point } : null,
    school: row.school ? { documentId: row.school.documentId, ecoleNom: row.school.ecoleNom ?? '' } : null,
    sessions: (row.sessions ?? []).map((s) => ({ dateDeb: String(s.dateDeb) })),
  };
}

/**
 * The courses index (issue #14 item 5): published courses, kept in step by the document middleware (a course,
 * its sessions, its school's name); Meilisearch when MEILI_HOST is set, otherwise the in-process engine rebuilt at boot.
 */
const courseIndexService = (strapi: Core.Strapi) => {
  const index = documentIndex(strapi, {
    definition: coursesIndex,
    noun: 'courses',
    pageSize: REBUILD_PAGE,
    indexable: { etat: 'publiee' },
    load: (filters, start, limit) =>
      strapi.documents(UIDS.course).findMany({ filters, fields: COURSE_FIELDS, populate: COURSE_POPULATE, sort: 'id:asc', start, limit }),
    toDocument: (row) => toCourseDocument(toSource(row)),
  });

  return {
    index,
    rebuild: () => index.rebuild(),
    /** Indexes the courses, or removes them when drafts or gone. */
    sync: (documentIds: string[]) => index.sync(documentIds),
    remove: (documentIds: string[]) => index.remove(documentIds),
    /** The public search with disjunctive facets. */
    search: (params: SearchParams) => withOtherChoices((p) => index.engine().search(p), params),
    count: async (params: SearchParams) => (await index.engine().search({ ...params, hitsPerPage: 1 })).total,
  };
};

/** The index service of a cms instance: one engine and one index per instance, whoever asks. */
export const courseIndexOf = perInstance('course-index', courseIndexService);
