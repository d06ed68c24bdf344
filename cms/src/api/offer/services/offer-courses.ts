import type { Core } from '@strapi/strapi';
import { UIDS } from '../../../uids';

/** A course as a work-study offer's form shows it: its id and « title — school ». */
export interface OfferCourse {
  offreFormation: string;
  offreFormationLibelle: string;
}

/** What the form shows of a course: its title and its school's name. */
const COURSE_LABEL: { fields: Array<'titre'>; populate: { school: { fields: Array<'ecoleNom'> } } } = {
  fields: ['titre'],
  populate: { school: { fields: ['ecoleNom'] } },
};

type LabelledCourse = { documentId: string; titre?: string | null; school?: { ecoleNom?: string | null } | null };

const asChoice = (course: LabelledCourse | null | undefined): OfferCourse => ({
  offreFormation: course?.documentId ?? '',
  offreFormationLibelle: course ? `${course.titre ?? ''} — ${course.school?.ecoleNom ?? ''}` : '',
});

/** Work-study offers name the course they go with (issue #14 item 5, beyond the spec). */
export function offerCourses(strapi: Core.Strapi) {
  return {
    /** The row id of a published course, or null (no id, a draft, a deleted course): the offer then names none. */
    async publishedId(documentId: string | undefined): Promise<number | null> {
      if (!documentId) return null;
      const course = await strapi.documents(UIDS.course).findFirst({ filters: { documentId, etat: 'publiee' }, fields: ['id'] });
      return course ? Number(course.id) : null;
    },

    /** The course an offer names, for its step-1 form. */
    async ofOffer(offerDocumentId: string): Promise<OfferCourse> {
      const offer = await strapi
        .documents(UIDS.offer)
        .findOne({ documentId: offerDocumentId, fields: ['id'], populate: { formation: COURSE_LABEL } });
      return asChoice(offer?.formation);
    },

    /** A course by its row id, as a pending change of an online offer names it (issue #38). */
    async byId(id: number | null): Promise<OfferCourse> {
      return asChoice(id === null ? null : await strapi.documents(UIDS.course).findFirst({ filters: { id }, ...COURSE_LABEL }));
    },
  };
}
