import 'server-only';
import { courseRoutes, type AnswerOf } from '@cep/domain/contracts';
import { read, readKept } from './call';
import { isSharedListQuery } from './cacheable';

// The public course reads the site keeps (tag `formations`, dropped as soon as the cms reports a change: `readKept`).
// Every other course route is called through its contract (`courseRoutes`) where it is used.

type CourseSearch = AnswerOf<typeof courseRoutes.search>;

const NO_COURSES: CourseSearch = { hits: [], exact: true, total: 0, page: 1, hitsPerPage: 20, totalPages: 0, facets: {} };

/** `/formations` and the home page's carousel: kept when every visitor shares the query, read fresh otherwise. */
export async function searchCourses(input: Record<string, string | undefined>): Promise<CourseSearch> {
  // The home page's carousel and /formations as it opens are kept; a search or a filter is read fresh.
  const answer = isSharedListQuery(input)
    ? await readKept(['formations'], courseRoutes.search, { query: input })
    : await read(courseRoutes.search, { query: input });
  return answer ?? NO_COURSES;
}

/** A published course's page; `null` when it is not found (an id that cannot be one is not asked for). */
export async function getPublicCourse(courseId: string) {
  return (await readKept(['formations'], courseRoutes.findPublic, { params: { id: courseId } }))?.data ?? null;
}

export const getCourseSitemap = async () => (await readKept(['formations'], courseRoutes.sitemap, {}))?.data ?? [];
