import type { Core, Modules } from '@strapi/strapi';
import {
  createSearchEngine,
  cvsIndex,
  toCvDocument,
  type CvDocument,
  type CvSource,
  type SearchEngine,
  type SearchParams,
} from '@cep/search';
import { isoDate, numberList, stringList } from '../../offer/utils/attributes';
import { cvZones, periodOf } from '../utils/cv-zones';

const CANDIDATE_UID = 'api::candidate.candidate' as const;
const REBUILD_PAGE = 200;
/** Only what the index may hold: nothing that names the candidate is even read (no user, photo, file, `lieu`). */
const CV_FIELDS = [
  'documentId',
  'visible',
  'visibleDepuis',
  'updatedAt',
  'cvTitre',
  'cvAnneesExperience',
  'cvExperience',
  'cvNiveauEtude',
  'cvRemuneration',
  'cvContratSouhaite',
  'cvDomaines',
  'cvPermis',
  'cvZonegeo',
] satisfies Modules.Documents.Params.Fields.ArrayNotation<typeof CANDIDATE_UID>;
const CV_POPULATE: Modules.Documents.Params.Populate.Any<typeof CANDIDATE_UID> = {
  entries: { fields: ['kind', 'titre', 'dateDebut', 'dateFin', 'enCours'] },
  languages: { fields: ['langue'] },
};

type CvRow = Record<(typeof CV_FIELDS)[number], unknown> & {
  documentId: string;
  entries?: Array<{
    kind: 'experience' | 'diplome';
    titre: string;
    dateDebut?: string | null;
    dateFin?: string | null;
    enCours?: boolean | null;
  }>;
  languages?: Array<{ langue: number }>;
};

function toSource(row: CvRow): CvSource {
  const time = (value: unknown) => (value ? new Date(value as string).toISOString() : null);
  return {
    documentId: row.documentId,
    visible: Boolean(row.visible),
    visibleDepuis: time(row.visibleDepuis),
    updatedAt: time(row.updatedAt),
    cvTitre: (row.cvTitre as string | null) ?? null,
    cvAnneesExperience: (row.cvAnneesExperience as number | null) ?? null,
    cvExperience: (row.cvExperience as number | null) ?? null,
    cvNiveauEtude: (row.cvNiveauEtude as number | null) ?? null,
    cvRemuneration: (row.cvRemuneration as number | string | null) ?? null,
    cvContratSouhaite: numberList(row.cvContratSouhaite),
    cvDomaines: numberList(row.cvDomaines),
    cvPermis: Boolean(row.cvPermis),
    zones: cvZones(stringList(row.cvZonegeo)),
    entries: [...(row.entries ?? [])]
      .sort((a, b) => String(b.dateDebut ?? '').localeCompare(String(a.dateDebut ?? '')))
      .map((e) => ({ kind: e.kind, titre: e.titre, periode: periodOf(isoDate(e.dateDebut), isoDate(e.dateFin), Boolean(e.enCours)) })),
    langues: (row.languages ?? []).map((l) => l.langue),
  };
}

/**
 * The CV library's index (issue #13 item 4): the CVs of candidates who made themselves visible, kept in step by
 * the document middleware; a CV hidden or deleted leaves it at once. Meilisearch when MEILI_HOST is set,
 * otherwise the in-process engine rebuilt at boot.
 */
const cvIndexService = ({ strapi }: { strapi: Core.Strapi }) => {
  let engine: SearchEngine<CvDocument> | undefined;

  function requireEngine(): SearchEngine<CvDocument> {
    if (!engine) throw new Error('CV index used before bootstrap');
    return engine;
  }

  const load = (filters: Record<string, unknown>, start: number, limit: number) =>
    strapi.documents(CANDIDATE_UID).findMany({
      filters,
      fields: CV_FIELDS,
      populate: CV_POPULATE,
      sort: 'id:asc',
      start,
      limit,
    }) as unknown as Promise<CvRow[]>;

  return {
    async init(): Promise<void> {
      engine = await createSearchEngine(cvsIndex, {
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
        const rows = await load({ visible: true }, start, REBUILD_PAGE);
        const docs = rows.map((row) => toCvDocument(toSource(row))).filter((doc): doc is CvDocument => doc !== null);
        await target.upsert(docs);
        written += docs.length;
        if (rows.length < REBUILD_PAGE) break;
      }
      strapi.log.info(`[search] CV index rebuilt (${target.kind}): ${written} CVs`);
      return written;
    },

    /** Indexes the CVs, or removes them when hidden or gone. */
    async sync(documentIds: string[]): Promise<void> {
      if (documentIds.length === 0) return;
      const rows = await load({ documentId: { $in: documentIds } }, 0, documentIds.length);
      const docs = rows.map((row) => toCvDocument(toSource(row))).filter((doc): doc is CvDocument => doc !== null);
      const kept = new Set(docs.map((doc) => doc.id));
      await requireEngine().upsert(docs);
      await requireEngine().remove(documentIds.filter((id) => !kept.has(id)));
    },

    async remove(documentIds: string[]): Promise<void> {
      await requireEngine().remove(documentIds);
    },

    async search(params: SearchParams) {
      return requireEngine().search(params);
    },
  };
};

export default cvIndexService;

/** The service, typed (Strapi's registry answers an untyped one). */
export const cvIndexOf = (strapi: Core.Strapi) => strapi.service('api::cvtheque.cv-index') as ReturnType<typeof cvIndexService>;
