import type { Core } from '@strapi/strapi';
import { courseIndexOf } from '../api/course/services/course-index';

const OFFER_UID = 'api::offer.offer';
const COMPANY_UID = 'api::company.company';
const CANDIDATE_UID = 'api::candidate.candidate';
const CV_PART_UIDS = new Set(['api::candidate.cv-entry', 'api::candidate.cv-language']);
const COURSE_UID = 'api::course.course';
const SESSION_UID = 'api::course.course-session';
const SCHOOL_UID = 'api::school.school';
const WRITES = new Set(['create', 'update', 'clone', 'publish', 'unpublish']);

type Written = { documentId?: string } | null | undefined;
type Context = { uid: string; action: string; params: unknown };

/** The candidate a CV line belongs to, read before the write (a deleted line no longer knows it). */
async function candidateOfPart(strapi: Core.Strapi, context: Context): Promise<string | null> {
  const params = context.params as { documentId?: string; data?: { candidate?: unknown } };
  if (params.documentId) {
    const part = (await strapi.documents(context.uid as 'api::candidate.cv-entry').findOne({
      documentId: params.documentId,
      fields: ['id'],
      populate: { candidate: { fields: ['documentId'] } },
    })) as { candidate?: { documentId: string } | null } | null;
    return part?.candidate?.documentId ?? null;
  }
  const id = Number(params.data?.candidate);
  if (!Number.isInteger(id)) return null;
  const candidate = (await strapi.db.query(CANDIDATE_UID).findOne({ where: { id }, select: ['documentId'] })) as {
    documentId: string;
  } | null;
  return candidate?.documentId ?? null;
}

/** The course a session belongs to, read before the write (a deleted session no longer knows it). */
async function courseOfSession(strapi: Core.Strapi, context: Context): Promise<string | null> {
  const params = context.params as { documentId?: string; data?: { course?: unknown } };
  if (params.documentId) {
    const session = await strapi.documents(SESSION_UID).findOne({
      documentId: params.documentId,
      fields: ['id'],
      populate: { course: { fields: ['documentId'] } },
    });
    return session?.course?.documentId ?? null;
  }
  const id = Number(params.data?.course);
  if (!Number.isInteger(id)) return null;
  const course = (await strapi.db.query(COURSE_UID).findOne({ where: { id }, select: ['documentId'] })) as { documentId: string } | null;
  return course?.documentId ?? null;
}

/** Courses follow their own writes, their sessions' (the next session is searchable) and their school's name. */
async function syncCourses(strapi: Core.Strapi, context: Context, result: unknown, sessionCourse: string | null): Promise<void> {
  const courseIndex = courseIndexOf(strapi);
  const params = context.params as { documentId?: string };
  if (sessionCourse) await courseIndex.sync([sessionCourse]);
  if (context.uid === COURSE_UID) {
    const documentId = (result as Written)?.documentId ?? params.documentId;
    if (!documentId) return;
    if (context.action === 'delete') await courseIndex.remove([documentId]);
    else await courseIndex.sync([documentId]);
  }
  if (context.uid === SCHOOL_UID && context.action === 'update' && params.documentId) {
    const courses = await strapi.documents(COURSE_UID).findMany({ filters: { school: { documentId: params.documentId } }, fields: ['id'] });
    await courseIndex.sync(courses.map((course) => course.documentId));
  }
}

/**
 * Keeps the offers, CV and courses indexes in step with every write made through the document service: an
 * offer is indexed or removed, a renamed company re-indexes its offers, a CV follows its candidate and its lines
 * (a CV hidden leaves the index at once), a course its sessions and its school. A search failure never fails the
 * write: the index records what it could not take and syncs it again (pending-syncs.ts), and the reconciliation
 * finds whatever was not recorded (search-repair.ts); the database stays the source of truth.
 */
export function registerSearchSync(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    const writes = WRITES.has(context.action) || context.action === 'delete';
    // Writes only: reading the line's candidate is itself a document call that comes back through here.
    const cvPart = writes && CV_PART_UIDS.has(context.uid) ? await candidateOfPart(strapi, context) : null;
    const sessionCourse = writes && context.uid === SESSION_UID ? await courseOfSession(strapi, context) : null;
    const result = await next();
    try {
      if (cvPart) await strapi.service('api::cvtheque.cv-index').sync([cvPart]);
      if (writes && (sessionCourse || context.uid === COURSE_UID || context.uid === SCHOOL_UID)) {
        await syncCourses(strapi, context, result, sessionCourse);
      }
      if (context.uid === CANDIDATE_UID) await syncCandidate(strapi, context.action, context.params, result);
      if (context.uid !== OFFER_UID && context.uid !== COMPANY_UID) return result;
      const search = strapi.service('api::search.search');
      const params = context.params as { documentId?: string };
      if (context.uid === OFFER_UID && context.action === 'delete' && params.documentId) {
        await search.removeOffers([params.documentId]);
      } else if (context.uid === OFFER_UID && WRITES.has(context.action)) {
        const documentId = (result as Written)?.documentId ?? params.documentId;
        if (documentId) await search.syncOffers([documentId]);
      } else if (context.uid === COMPANY_UID && context.action === 'update' && params.documentId) {
        const offers = await strapi.documents(OFFER_UID).findMany({
          filters: { company: { documentId: params.documentId } },
          fields: ['documentId'],
        });
        await search.syncOffers(offers.map((offer: { documentId: string }) => offer.documentId));
      }
    } catch (error) {
      strapi.log.error(`[search] sync failed for ${context.uid} ${context.action}: ${(error as Error).message}`);
    }
    return result;
  });
}

async function syncCandidate(strapi: Core.Strapi, action: string, params: unknown, result: unknown): Promise<void> {
  const cvIndex = strapi.service('api::cvtheque.cv-index');
  const documentId = (result as Written)?.documentId ?? (params as { documentId?: string }).documentId;
  if (!documentId) return;
  if (action === 'delete') await cvIndex.remove([documentId]);
  else if (WRITES.has(action)) await cvIndex.sync([documentId]);
}
