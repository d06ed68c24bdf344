import type { Core } from '@strapi/strapi';
import { COURSE_UID } from './school-courses';

/** A course as a work-study offer's form shows it: its id and « title — school ». */
export interface OfferCourse {
  offreFormation: string;
  offreFormationLibelle: string;
}

/** Work-study offers name the course they go with (issue #14 item 5, beyond the spec). */
export function offerCourses(strapi: Core.Strapi) {
  return {
    /** The row id of a published course, or null (no id, a draft, a deleted course): the offer then names none. */
    async publishedId(documentId: string | undefined): Promise<number | null> {
      if (!documentId) return null;
      const course = await strapi.documents(COURSE_UID).findFirst({ filters: { documentId, etat: 'publiee' }, fields: ['id'] });
      return course ? Number(course.id) : null;
    },

    /** The course an offer names, for its step-1 form; `pending` is the course a pending change names instead (issue #38). */
    async ofOffer(offerDocumentId: string, pending?: { id: number | null }): Promise<OfferCourse> {
      const populate = { fields: ['titre'] as Array<'titre'>, populate: { school: { fields: ['ecoleNom'] as Array<'ecoleNom'> } } };
      const course = pending
        ? pending.id === null
          ? null
          : await strapi.documents(COURSE_UID).findFirst({ filters: { id: pending.id }, ...populate })
        : (
            await strapi
              .documents('api::offer.offer')
              .findOne({ documentId: offerDocumentId, fields: ['id'], populate: { formation: populate } })
          )?.formation;
      return {
        offreFormation: course?.documentId ?? '',
        offreFormationLibelle: course ? `${course.titre ?? ''} — ${course.school?.ecoleNom ?? ''}` : '',
      };
    },
  };
}
