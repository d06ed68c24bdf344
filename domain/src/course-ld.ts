import type { PublicCourse } from './responses/courses';

/**
 * schema.org `Course` JSON-LD of a course page (issue #14 item 5): its school as provider, its price, and each
 * session to come as a `CourseInstance` (place and dates). Fields without a value are left out.
 */
export function toCourseLd(course: PublicCourse, siteUrl: string) {
  const description = course.objectif
    .replace(/<\/(?:p|li|h2|h3)>|<br\s*\/?>/g, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const school = course.ecole;
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: course.titre,
    description: description || course.titre,
    url: new URL(`/formations/${course.id}`, siteUrl).toString(),
    provider: {
      '@type': 'EducationalOrganization',
      name: school.nom,
      url: school.page ? new URL(`/ecoles/${school.page}`, siteUrl).toString() : undefined,
    },
    educationalLevel: course.niveau ?? undefined,
    offers:
      course.tarif === null
        ? undefined
        : { '@type': 'Offer', category: course.tarif === 0 ? 'Free' : 'Paid', price: course.tarif, priceCurrency: 'EUR' },
    hasCourseInstance: course.sessions.length
      ? course.sessions.map((s) => ({
          '@type': 'CourseInstance',
          courseMode: course.modalites.length ? course.modalites : undefined,
          location: s.lieu,
          startDate: s.dateDeb,
          endDate: s.dateFin,
        }))
      : undefined,
  };
}
