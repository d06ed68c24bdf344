import type { Metadata } from 'next';
import Link from 'next/link';
import {
  COURSE_FUNDING_LABELS,
  COURSE_MODALITY_LABELS,
  COURSE_TYPE_LABELS,
  departementLabel,
  DOMAINS,
  labelOf,
  regionName,
  STUDY_LEVELS,
} from '@cep/domain';
import { CourseCard } from '@/components/courses/CourseCard';
import { CourseSearchForm } from '@/components/courses/CourseSearchForm';
import { Pagination } from '@/components/offers/Pagination';
import { SkipToResults } from '@/components/search/SearchWhereWhat';
import { FilterChips } from '@/components/search/FilterChips';
import { searchCourses } from '@/lib/cms';
import { COURSE_SEARCH_KEYS, type CourseSearchInput } from '@/lib/course-search';
import { fr } from '@/lib/i18n/fr';
import { readSearchInput, searchHref, type RawSearchParams } from '@/lib/search-url';
import { withTypedCommune } from '@/lib/typed-commune';

const t = fr.courseSearch;

export const metadata: Metadata = { title: t.title, description: t.metaDescription, alternates: { canonical: '/formations' } };

const href = (input: CourseSearchInput, changes: Partial<CourseSearchInput> = {}) => searchHref('/formations', input, changes);

/** The active criteria, each a link to the same search without it. */
function chipsOf(input: CourseSearchInput) {
  const chip = (value: string | undefined, label: (v: string) => string | undefined, clears: Partial<CourseSearchInput>) => {
    const text = value ? label(value) : undefined;
    return text ? [{ label: text, href: href(input, { ...clears, page: undefined }) }] : [];
  };
  return [
    ...chip(input.q, (q) => `« ${q} »`, { q: undefined }),
    ...chip(input.type, (v) => COURSE_TYPE_LABELS[v as keyof typeof COURSE_TYPE_LABELS], { type: undefined }),
    ...chip(input.niveau, (id) => labelOf(STUDY_LEVELS, Number(id)), { niveau: undefined }),
    ...chip(input.domaine, (id) => labelOf(DOMAINS, Number(id)), { domaine: undefined }),
    ...chip(input.modalite, (v) => COURSE_MODALITY_LABELS[v as keyof typeof COURSE_MODALITY_LABELS], { modalite: undefined }),
    ...chip(input.financement, (v) => COURSE_FUNDING_LABELS[v as keyof typeof COURSE_FUNDING_LABELS], { financement: undefined }),
    ...chip(input.region, regionName, { region: undefined }),
    ...chip(input.departement, departementLabel, { departement: undefined }),
    ...chip(input.session, () => t.upcoming, { session: undefined }),
    ...chip(input.autour, () => fr.offers.aroundChip(input.autourLibelle ?? '', input.rayon ?? '30'), {
      autour: undefined,
      autourLibelle: undefined,
      rayon: undefined,
    }),
  ];
}

/** Course search (issue #14 item 5): query, facets with counts, radius, pagination, all in the URL, as /offres. */
export default async function CoursesPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  const { input, unknownCommune } = await withTypedCommune(readSearchInput(await searchParams, COURSE_SEARCH_KEYS));
  const result = await searchCourses(input);
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-2xl font-bold text-vin-900 md:text-3xl">{t.title}</h1>
      <SkipToResults />
      <div className="mt-6">
        <CourseSearchForm input={input} facets={result.facets} />
      </div>
      <FilterChips chips={chipsOf(input)} resetHref="/formations" />
      <p className="mt-6 text-sm font-medium text-stone-700" id="resultats" tabIndex={-1} aria-live="polite">
        {unknownCommune ? `${fr.offers.unknownCommune(unknownCommune)} ` : ''}
        {result.exact === false && result.total > 0 ? `${t.notExact} ` : ''}
        {t.results(result.total)}
      </p>
      {result.hits.length === 0 && result.total > 0 ? (
        <div className="mt-6 rounded-xl bg-white p-8 text-center">
          <p className="font-semibold">{t.pastLastPage(result.totalPages)}</p>
          <Link href={href(input, { page: String(result.totalPages) })} className="mt-2 inline-block font-semibold text-vin-700 underline">
            {t.backToLastPage}
          </Link>
        </div>
      ) : result.hits.length === 0 ? (
        <div className="mt-6 rounded-xl bg-white p-8 text-center">
          <p className="font-semibold">{t.empty}</p>
          <p className="mt-1 text-sm text-stone-600">{t.emptyHint}</p>
        </div>
      ) : (
        <ul className="mt-4 grid gap-4 md:grid-cols-2">
          {result.hits.map((course) => (
            <li key={course.id}>
              <CourseCard course={course} />
            </li>
          ))}
        </ul>
      )}
      <Pagination hrefOf={(page) => href(input, { page: String(page) })} page={result.page} totalPages={result.totalPages} />
    </div>
  );
}
