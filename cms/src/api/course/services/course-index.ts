import type { Core, Modules } from '@strapi/strapi';
import {
  createSearchEngine,
  coursesIndex,
  toCourseDocument,
  type CourseDocument,
  type CourseSource,
  type SearchEngine,
  type SearchParams,
} from '@cep/search';
import { communeByCode } from '../../../places/coordinates';
import { isoDate, stringList } from '../../offer/utils/attributes';
import { withOtherChoices } from '../../../search/other-choices';

const COURSE_UID = 'api::course.course' as const;
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
] satisfies Modules.Documents.Params.Fields.ArrayNotation<typeof COURSE_UID>;
const COURSE_POPULATE: { school: { fields: Array<'ecoleNom'> }; sessions: { fields: Array<'dateDeb'> } } = {
  school: { fields: ['ecoleNom'] },
  sessions: { fields: ['dateDeb'] },
};
type CourseRow = Modules.Documents.Document<typeof COURSE_UID, { populate: typeof COURSE_POPULATE }>;

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
    datePublication: isoDate(row.datePublication as string | null),
    commune: commune ? { nom: commune.nom, codePostal: commune.codePostal, departement: commune.departement, point: commune.point } : null,
    school: row.school ? { documentId: row.school.documentId, ecoleNom: row.school.ecoleNom ?? '' } : null,
    sessions: (row.sessions ?? []).map((s) => ({ dateDeb: String(s.dateDeb) })),
  };
}

/**
 * The courses index (issue #14 item 5): published courses, kept in step by the document middleware (a course,
 * its sessions, its school's name); Meilisearch when MEILI_HOST is set, otherwise the in-process engine rebuilt at boot.
 */
const courseIndexService = ({ strapi }: { strapi: Core.Strapi }) => {
  let engine: SearchEngine<CourseDocument> | undefined;

  function requireEngine(): SearchEngine<CourseDocument> {
    if (!engine) throw new Error('Course index used before bootstrap');
    return engine;
  }

  const load = (filters: Record<string, unknown>, start: number, limit: number) =>
    strapi.documents(COURSE_UID).findMany({ filters, fields: COURSE_FIELDS, populate: COURSE_POPULATE, sort: 'id:asc', start, limit });

  return {
    async init(): Promise<void> {
      engine = await createSearchEngine(coursesIndex, {
        meiliHost: process.env.MEILI_HOST,
        meiliApiKey: process.env.MEILI_MASTER_KEY,
        indexPrefix: process.env.MEILI_INDEX_PREFIX ?? 'cep_',
      });
      await engine.applySettings();
      if (engine.kind === 'embedded' || (await engine.count()) === 0) await this.rebuild();
    },

    async rebuild(): Promise<number> {
      const target = requireEngine();
      await target.clear();
      let written = 0;
      for (let start = 0; ; start += REBUILD_PAGE) {
        const rows = await load({ etat: 'publiee' }, start, REBUILD_PAGE);
        const docs = rows.map((row) => toCourseDocument(toSource(row))).filter((doc): doc is CourseDocument => doc !== null);
        await target.upsert(docs);
        written += docs.length;
        if (rows.length < REBUILD_PAGE) break;
      }
      strapi.log.info(`[search] courses index rebuilt (${target.kind}): ${written} courses`);
      return written;
    },

    /** Indexes the courses, or removes them when drafts or gone. */
    async sync(documentIds: string[]): Promise<void> {
      if (documentIds.length === 0) return;
      const rows = await load({ documentId: { $in: documentIds } }, 0, documentIds.length);
      const docs = rows.map((row) => toCourseDocument(toSource(row))).filter((doc): doc is CourseDocument => doc !== null);
      const kept = new Set(docs.map((doc) => doc.id));
      await requireEngine().upsert(docs);
      await requireEngine().remove(documentIds.filter((id) => !kept.has(id)));
    },

    async remove(documentIds: string[]): Promise<void> {
      await requireEngine().remove(documentIds);
    },

    /** The public search with disjunctive facets. */
    async search(params: SearchParams) {
      return withOtherChoices((p) => requireEngine().search(p), params);
    },

    async count(params: SearchParams): Promise<number> {
      return (await requireEngine().search({ ...params, hitsPerPage: 1 })).total;
    },
  };
};

export default courseIndexService;

/** The service, typed (Strapi's registry answers an untyped one). */
export const courseIndexOf = (strapi: Core.Strapi) => strapi.service('api::course.course-index') as ReturnType<typeof courseIndexService>;
