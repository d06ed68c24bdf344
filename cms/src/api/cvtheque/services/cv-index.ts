import type { Core, Modules } from '@strapi/strapi';
import { cvsIndex, toCvDocument, type CvSource, type SearchParams } from '@cep/search';
import { documentIndex } from '../../../search/document-index';
import { isoDate, numberList, stringList } from '../../../utils/json-columns';
import { cvZones, periodOf } from '../utils/cv-zones';
import { perInstance } from '../../../utils/per-instance';
import { UIDS } from '../../../uids';

/** Rows read per call by a rebuild or a reconciliation. */
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
] satisfies Modules.Documents.Params.Fields.ArrayNotation<typeof UIDS.candidate>;
const CV_POPULATE: {
  entries: { fields: Array<'kind' | 'titre' | 'dateDebut' | 'dateFin' | 'enCours'> };
  languages: { fields: Array<'langue'> };
} = {
  entries: { fields: ['kind', 'titre', 'dateDebut', 'dateFin', 'enCours'] },
  languages: { fields: ['langue'] },
};

type CvRow = Modules.Documents.Document<typeof UIDS.candidate, { fields: typeof CV_FIELDS; populate: typeof CV_POPULATE }>;

function toSource(row: CvRow): CvSource {
  const time = (value: Date | string | null | undefined) => (value ? new Date(value).toISOString() : null);
  return {
    documentId: row.documentId,
    visible: Boolean(row.visible),
    visibleDepuis: time(row.visibleDepuis),
    updatedAt: time(row.updatedAt),
    cvTitre: row.cvTitre ?? null,
    cvAnneesExperience: row.cvAnneesExperience ?? null,
    cvExperience: row.cvExperience ?? null,
    cvNiveauEtude: row.cvNiveauEtude ?? null,
    cvRemuneration: row.cvRemuneration ?? null,
    cvContratSouhaite: numberList(row.cvContratSouhaite),
    cvDomaines: numberList(row.cvDomaines),
    cvPermis: Boolean(row.cvPermis),
    zones: cvZones(stringList(row.cvZonegeo)),
    // `kind` and `titre` are required columns: an entry always has them.
    entries: [...(row.entries ?? [])]
      .sort((a, b) => String(b.dateDebut ?? '').localeCompare(String(a.dateDebut ?? '')))
      .flatMap((e) =>
        e.kind
          ? [{ kind: e.kind, titre: e.titre ?? '', periode: periodOf(isoDate(e.dateDebut), isoDate(e.dateFin), Boolean(e.enCours)) }]
          : [],
      ),
    langues: (row.languages ?? []).flatMap((l) => (typeof l.langue === 'number' ? [l.langue] : [])),
  };
}

/**
 * The CV library's index (issue #13 item 4): the CVs of candidates who made themselves visible, kept in step by
 * the document middleware; a CV hidden or deleted leaves it at once. Meilisearch when MEILI_HOST is set,
 * otherwise the in-process engine rebuilt at boot.
 */
const cvIndexService = (strapi: Core.Strapi) => {
  const index = documentIndex(strapi, {
    definition: cvsIndex,
    noun: 'CVs',
    pageSize: REBUILD_PAGE,
    indexable: { visible: true },
    load: (filters, start, limit) =>
      strapi.documents(UIDS.candidate).findMany({
        filters,
        fields: CV_FIELDS,
        populate: CV_POPULATE,
        sort: 'id:asc',
        start,
        limit,
      }),
    toDocument: (row) => toCvDocument(toSource(row)),
  });

  return {
    index,
    rebuild: () => index.rebuild(),
    /** Indexes the CVs, or removes them when hidden or gone. */
    sync: (documentIds: string[]) => index.sync(documentIds),
    remove: (documentIds: string[]) => index.remove(documentIds),
    search: (params: SearchParams) => index.engine().search(params),
  };
};

/** The index service of a cms instance: one engine and one index per instance, whoever asks. */
export const cvIndexOf = perInstance('cv-index', cvIndexService);
