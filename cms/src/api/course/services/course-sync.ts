import type { Core } from '@strapi/strapi';
import {
  isWriteOrDelete,
  linkedRowId,
  logSyncFailure,
  namedDocumentId,
  writtenDocumentId,
  type DocumentCall,
} from '../../../search/document-writes';
import { UIDS } from '../../../uids';
import { courseIndexOf } from './course-index';

/** The course a session belongs to, read before the write (a deleted session no longer knows it). */
async function courseOfSession(strapi: Core.Strapi, call: DocumentCall): Promise<string | null> {
  const documentId = namedDocumentId(call);
  if (documentId) {
    const session = await strapi
      .documents(UIDS.courseSession)
      .findOne({ documentId, fields: ['id'], populate: { course: { fields: ['documentId'] } } });
    return session?.course?.documentId ?? null;
  }
  const id = linkedRowId(call, 'course');
  if (id === null) return null;
  const course = await strapi.documents(UIDS.course).findFirst({ filters: { id }, fields: ['documentId'] });
  return course?.documentId ?? null;
}

/** Courses follow their own writes, their sessions' (the next session is searchable) and their school's name. */
async function syncCourses(strapi: Core.Strapi, call: DocumentCall, result: unknown, sessionCourse: string | null): Promise<void> {
  const index = courseIndexOf(strapi);
  if (sessionCourse) await index.sync([sessionCourse]);
  if (call.uid === UIDS.course) {
    const documentId = writtenDocumentId(call, result);
    if (documentId && call.action === 'delete') await index.remove([documentId]);
    else if (documentId) await index.sync([documentId]);
  }
  const school = namedDocumentId(call);
  if (call.uid === UIDS.school && call.action === 'update' && school) {
    const courses = await strapi.documents(UIDS.course).findMany({ filters: { school: { documentId: school } }, fields: ['id'] });
    await index.sync(courses.map((course) => course.documentId));
  }
}

/** Keeps the courses index in step with every write made through the Document Service (courses, sessions, schools). */
export function registerCourseSync(strapi: Core.Strapi): void {
  strapi.documents.use(async (call, next) => {
    const concerned = isWriteOrDelete(call) && (call.uid === UIDS.course || call.uid === UIDS.courseSession || call.uid === UIDS.school);
    // Writes only: reading the session's course is itself a document call that comes back through here.
    const sessionCourse = concerned && call.uid === UIDS.courseSession ? await courseOfSession(strapi, call) : null;
    const result = await next();
    if (concerned) await syncCourses(strapi, call, result, sessionCourse).catch((error: unknown) => logSyncFailure(strapi, call, error));
    return result;
  });
}
