import type { Core, Modules } from '@strapi/strapi';
import {
  cvCompletion,
  hasAvailability,
  readAvailability,
  type Cv,
  type CvCompletion,
  type CvItem,
  type CvLanguage,
  type HarvestAvailability,
} from '@cep/domain';
import { documentData } from '../../../utils/document-data';
import { storedFile, type StoredFile } from '../../../private-files/private-file';
import { isoDate, numberList, stringList } from '../../../utils/json-columns';
import { candidateProfile } from './profiles';
import { UIDS } from '../../../uids';

export type EntryKind = 'experience' | 'diplome';

const CV_POPULATE = {
  entries: { sort: ['dateDebut:desc'] },
  languages: { fields: ['langue', 'niveau'] },
} as const satisfies Modules.Documents.Params.Populate.Any<typeof UIDS.candidate>;

type Entry = Modules.Documents.Document<typeof UIDS.cvEntry>;

/** A line as its form holds it: month and year (the day is always 1), or « en cours » (spec 02 §3). */
function entryValues(entry: Entry) {
  const [debutAnnee, debutMois] = String(isoDate(entry.dateDebut) ?? '')
    .split('-')
    .map(Number);
  const [finAnnee, finMois] = String(isoDate(entry.dateFin) ?? '')
    .split('-')
    .map(Number);
  return {
    id: entry.documentId,
    titre: entry.titre ?? '',
    lieu: entry.lieu ?? '',
    description: entry.description ?? '',
    debutMois: debutMois ?? null,
    debutAnnee: debutAnnee ?? null,
    finMois: entry.enCours ? null : (finMois ?? null),
    finAnnee: entry.enCours ? null : (finAnnee ?? null),
    enCours: Boolean(entry.enCours),
  };
}

/** What the CV page shows of the CV file: its name and size, never its storage key. */
function fileSummary(file: StoredFile | null) {
  return file ? { nom: file.nom, taille: file.taille } : null;
}

/**
 * The candidate's CV (spec 02 §3, §5, §7), always the caller's own: items of another candidate are not found.
 * Every change answers the completion computed by the domain; a CV that stops being complete stops being
 * visible to recruiters.
 */
export function cvs(strapi: Core.Strapi) {
  const profile = (userId: number) => candidateProfile(strapi, userId, CV_POPULATE);

  async function completionOf(userId: number): Promise<CvCompletion & { visible: boolean }> {
    const cv = await profile(userId);
    const entries = cv.entries ?? [];
    const completion = cvCompletion({
      cvTitre: cv.cvTitre,
      cvAnneesExperience: cv.cvAnneesExperience,
      cvNiveauEtude: cv.cvNiveauEtude,
      cvRemuneration: cv.cvRemuneration,
      cvContratSouhaite: numberList(cv.cvContratSouhaite),
      cvDomaines: numberList(cv.cvDomaines),
      cvZonegeo: stringList(cv.cvZonegeo),
      experiences: entries.filter((e) => e.kind === 'experience').length,
      diplomes: entries.filter((e) => e.kind === 'diplome').length,
      langues: (cv.languages ?? []).length,
    });
    let visible = Boolean(cv.visible);
    if (visible && !completion.complet) {
      await strapi.documents(UIDS.candidate).update({ documentId: cv.documentId, data: { visible: false } });
      visible = false;
    }
    return { ...completion, visible };
  }

  async function ownEntry(userId: number, kind: EntryKind, documentId: string) {
    return strapi.documents(UIDS.cvEntry).findFirst({ filters: { documentId, kind, candidate: { user: { id: userId } } } });
  }

  return {
    completion: completionOf,

    async read(userId: number) {
      const cv = await profile(userId);
      const entries = (cv.entries ?? []).map((entry) => ({ kind: entry.kind, ...entryValues(entry) }));
      return {
        cv: {
          cvTitre: cv.cvTitre ?? '',
          cvAnneesExperience: cv.cvAnneesExperience ?? null,
          cvNiveauEtude: cv.cvNiveauEtude ?? null,
          cvExperience: cv.cvExperience ?? null,
          cvRemuneration: cv.cvRemuneration === null || cv.cvRemuneration === undefined ? null : Number(cv.cvRemuneration),
          cvContratSouhaite: numberList(cv.cvContratSouhaite),
          cvDomaines: numberList(cv.cvDomaines),
          cvZonegeo: stringList(cv.cvZonegeo),
          cvPermis: Boolean(cv.cvPermis),
        },
        experiences: entries.filter((e) => e.kind === 'experience'),
        diplomes: entries.filter((e) => e.kind === 'diplome'),
        langues: (cv.languages ?? []).map((l) => ({ id: l.documentId, langue: Number(l.langue), niveau: Number(l.niveau) })),
        photo: storedFile(cv.photo) !== null,
        fichier: fileSummary(storedFile(cv.cvFichier)),
        disponibilitesVendanges: readAvailability(cv.disponibilitesVendanges),
        ...(({ pourcentage, complet, visible }) => ({ pourcentage, cvComplet: complet, visible }))(await completionOf(userId)),
      };
    },

    /** The harvest availability stated on the CV (issue #40 item 3), or null. */
    async availability(userId: number): Promise<HarvestAvailability | null> {
      const row = await strapi.db.query(UIDS.candidate).findOne({ where: { user: { id: userId } }, select: ['disponibilitesVendanges'] });
      return readAvailability(row?.disponibilitesVendanges);
    },

    /** States it, or clears it when nothing is stated. */
    async saveAvailability(userId: number, data: HarvestAvailability): Promise<HarvestAvailability | null> {
      const cv = await profile(userId);
      const kept = hasAvailability(data) ? data : null;
      await strapi
        .documents(UIDS.candidate)
        .update({ documentId: cv.documentId, data: documentData(UIDS.candidate, { disponibilitesVendanges: kept }) });
      return kept;
    },

    async save(userId: number, data: Cv) {
      const cv = await profile(userId);
      await strapi
        .documents(UIDS.candidate)
        .update({ documentId: cv.documentId, data: documentData(UIDS.candidate, { ...data, cvExperience: data.cvExperience ?? null }) });
      return completionOf(userId);
    },

    /** One line's form values, or null when it is not the caller's. */
    async entry(userId: number, kind: EntryKind, documentId: string) {
      const entry = await ownEntry(userId, kind, documentId);
      return entry ? entryValues(entry) : null;
    },

    /** Adds a line, or changes the caller's own (`documentId`, checked by the caller with `entry`). */
    async saveEntry(userId: number, kind: EntryKind, item: CvItem, documentId?: string) {
      const data = documentData(UIDS.cvEntry, { ...item, kind });
      if (documentId) {
        await strapi.documents(UIDS.cvEntry).update({ documentId, data });
        return { id: documentId, ...(await completionOf(userId)) };
      }
      const cv = await profile(userId);
      const created = await strapi.documents(UIDS.cvEntry).create({ data: { ...data, candidate: cv.id } });
      return { id: created.documentId, ...(await completionOf(userId)) };
    },

    async removeEntry(userId: number, kind: EntryKind, documentId: string) {
      if (!(await ownEntry(userId, kind, documentId))) return null;
      await strapi.documents(UIDS.cvEntry).delete({ documentId });
      return completionOf(userId);
    },

    async addLanguage(userId: number, language: CvLanguage) {
      const cv = await profile(userId);
      const created = await strapi.documents(UIDS.cvLanguage).create({ data: { ...language, candidate: cv.id } });
      return { id: created.documentId, ...(await completionOf(userId)) };
    },

    async removeLanguage(userId: number, documentId: string) {
      const own = await strapi.documents(UIDS.cvLanguage).findFirst({ filters: { documentId, candidate: { user: { id: userId } } } });
      if (!own) return null;
      await strapi.documents(UIDS.cvLanguage).delete({ documentId });
      return completionOf(userId);
    },

    /** Shown to recruiters or not; refused while the CV is not complete enough. */
    async setVisible(userId: number, visible: boolean) {
      const completion = await completionOf(userId);
      if (visible && !completion.complet) return { ...completion, ok: false as const };
      const cv = await profile(userId);
      // When it became visible: recruiters' CV alerts send what became visible since their last run.
      const since = visible && !cv.visible ? { visibleDepuis: new Date().toISOString() } : {};
      await strapi.documents(UIDS.candidate).update({ documentId: cv.documentId, data: { visible, ...since } });
      return { ...completion, visible, ok: true as const };
    },
  };
}
