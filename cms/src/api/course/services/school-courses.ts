import type { Core } from '@strapi/strapi';
import {
  createCourseSchema,
  parseForm,
  todayIso,
  type Course,
  type CourseForm,
  type CourseSession,
  type SchoolCourseCard,
} from '@cep/domain';
import { removePublicFile, storePublicImage, storePublicPdf, type PublicFileResult } from '../../../public-media/public-files';
import { publicStorage } from '../../../public-media/public-storage';
import { documentData } from '../../../utils/document-data';
import { courseAttributes, courseFormValues, toSessionView, type CourseRow } from '../utils/course-values';
import { UIDS } from '../../../uids';

const FOLDER = 'formations';

/** The files of a course: a cover (1366/240), two photos, a brochure. */
export const COURSE_IMAGES = { photocouverture: 'cover', photo1: 'photo', photo2: 'photo' } as const;
export type CourseImage = keyof typeof COURSE_IMAGES;

export type PublishResult = { ok: true; row: CourseRow } | { ok: false; errors: Record<string, string> };

/** A school's courses and their sessions, always within the caller's account (spec 02 §2, §4, §5, §7). */
export function schoolCourses(strapi: Core.Strapi) {
  const courses = () => strapi.documents(UIDS.course);
  const sessions = () => strapi.documents(UIDS.courseSession);
  const media = publicStorage(strapi);

  const sessionsOf = async (courseId: number) =>
    sessions().findMany({ filters: { course: { id: courseId } }, sort: ['dateDeb:asc', 'id:asc'], limit: 200 });

  return {
    async owned(accountId: number, documentId: string): Promise<CourseRow | null> {
      return courses().findFirst({ filters: { documentId, account: { id: accountId } } });
    },

    async list(accountId: number): Promise<SchoolCourseCard[]> {
      const rows = await courses().findMany({
        filters: { account: { id: accountId } },
        sort: ['updatedAt:desc'],
        populate: { sessions: { fields: ['dateDeb'] } },
        limit: 500,
      });
      const today = todayIso();
      return rows.map((row) => {
        const upcoming = (row.sessions ?? [])
          .map((s) => String(s.dateDeb))
          .filter((d) => d >= today)
          .sort();
        return {
          id: row.documentId,
          titre: row.titre ?? '',
          etat: row.etat ?? 'brouillon',
          sessions: row.sessions?.length ?? 0,
          prochaineSession: upcoming[0] ?? null,
        };
      });
    },

    async form(row: CourseRow): Promise<CourseForm> {
      return {
        code: 200,
        id: row.documentId,
        etat: row.etat ?? 'brouillon',
        valeurs: courseFormValues(row),
        fichiers: {
          photocouverture: row.photocouverture ?? null,
          photo1: row.photo1 ?? null,
          photo2: row.photo2 ?? null,
          plaquette: row.plaquette ?? null,
        },
        sessions: (await sessionsOf(Number(row.id))).map(toSessionView),
      };
    },

    /** A new course of the account's school, as a draft whatever the form says (publishing is its own call). */
    async create(accountId: number, schoolId: number, data: Course): Promise<CourseRow> {
      return courses().create({
        data: documentData(UIDS.course, { ...courseAttributes(data), etat: 'brouillon', account: accountId, school: schoolId }),
      });
    },

    /** Saves the form; a published course keeps what publication needs (the caller parsed it in that mode). */
    async update(row: CourseRow, data: Course): Promise<CourseRow> {
      const updated = await courses().update({ documentId: row.documentId, data: documentData(UIDS.course, courseAttributes(data)) });
      return updated ?? row;
    },

    /** `/ecole/publier/{id}`: the stored course checked with the publication rules, then published. */
    async publish(row: CourseRow): Promise<PublishResult> {
      const parsed = parseForm(createCourseSchema('publication'), courseFormValues(row));
      if (!parsed.ok) return { ok: false, errors: parsed.errors };
      const published = await courses().update({
        documentId: row.documentId,
        data: { etat: 'publiee', datePublication: row.datePublication ?? new Date().toISOString() },
      });
      return { ok: true, row: published ?? row };
    },

    /** `/ecole/supformation/{id}`: the course, its sessions and its files go. */
    async remove(row: CourseRow): Promise<void> {
      for (const session of await sessionsOf(Number(row.id))) await sessions().delete({ documentId: session.documentId });
      await courses().delete({ documentId: row.documentId });
      for (const url of [row.photocouverture, row.photo1, row.photo2, row.plaquette]) await removePublicFile(url, media, FOLDER);
    },

    async setImage(row: CourseRow, field: CourseImage, bytes: Buffer): Promise<PublicFileResult> {
      const stored = await storePublicImage(bytes, media, FOLDER, COURSE_IMAGES[field]);
      if (!stored.ok) return stored;
      await courses().update({ documentId: row.documentId, data: { [field]: stored.url } });
      await removePublicFile(row[field], media, FOLDER);
      return stored;
    },

    async removeImage(row: CourseRow, field: CourseImage): Promise<void> {
      await courses().update({ documentId: row.documentId, data: documentData(UIDS.course, { [field]: null }) });
      await removePublicFile(row[field], media, FOLDER);
    },

    async setBrochure(row: CourseRow, bytes: Buffer): Promise<PublicFileResult> {
      const stored = await storePublicPdf(bytes, media, FOLDER);
      if (!stored.ok) return stored;
      await courses().update({ documentId: row.documentId, data: { plaquette: stored.url } });
      await removePublicFile(row.plaquette, media, FOLDER);
      return stored;
    },

    async removeBrochure(row: CourseRow): Promise<void> {
      await courses().update({ documentId: row.documentId, data: documentData(UIDS.course, { plaquette: null }) });
      await removePublicFile(row.plaquette, media, FOLDER);
    },

    sessions: (row: CourseRow) => sessionsOf(Number(row.id)).then((list) => list.map(toSessionView)),

    /** A new session (no `sessionId`) or one of this course's changed; null when the session is not the course's. */
    async saveSession(row: CourseRow, data: CourseSession, sessionId?: string) {
      if (!sessionId) return toSessionView(await sessions().create({ data: { ...data, course: row.id } }));
      const existing = await sessions().findFirst({ filters: { documentId: sessionId, course: { id: row.id } }, fields: ['id'] });
      const updated = existing ? await sessions().update({ documentId: sessionId, data }) : null;
      return updated ? toSessionView(updated) : null;
    },

    /** A session of one of the account's courses, by its own id (`/ecole/formation/deletesession/{id}`). */
    async removeSession(accountId: number, sessionId: string): Promise<boolean> {
      const existing = await sessions().findFirst({
        filters: { documentId: sessionId, course: { account: { id: accountId } } },
        fields: ['id'],
      });
      if (!existing) return false;
      await sessions().delete({ documentId: sessionId });
      return true;
    },
  };
}
