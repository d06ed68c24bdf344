/** The /formations URL parameters, as the cms reads them (cms/src/search/course-search-query.ts). */
export const COURSE_SEARCH_KEYS = [
  'q',
  'type',
  'niveau',
  'domaine',
  'region',
  'departement',
  'modalite',
  'financement',
  'session',
  'autour',
  'autourLibelle',
  'rayon',
  'tri',
  'page',
] as const;
export type CourseSearchInput = Partial<Record<(typeof COURSE_SEARCH_KEYS)[number], string>>;
