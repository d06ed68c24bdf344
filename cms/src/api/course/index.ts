/**
 * What other features and the cms's shared modules may use of `course` (issue #39): everything else in the folder
 * is its own. Strapi loads an API folder's `index` for a default export; this one has none, so Strapi reads nothing
 * from it.
 */
export { courseIndexOf } from './services/course-index';
export { registerCourseSync } from './services/course-sync';
export { schoolCourses } from './services/school-courses';
