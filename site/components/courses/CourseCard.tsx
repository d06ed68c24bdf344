import Link from 'next/link';
import { COURSE_MODALITY_LABELS, COURSE_TYPE_LABELS, labelOf, STUDY_LEVELS, todayIso, type CourseHit } from '@cep/domain';
import { fr } from '@/lib/i18n/fr';

const t = fr.courseSearch;
const label = (labels: Record<string, string>, value: string) => labels[value] ?? value;

/** A course in the results: title, school and town, type, level, modalities, price, next session when one is to come. */
export function CourseCard({ course, headingLevel: Heading = 'h2' }: { course: CourseHit; headingLevel?: 'h2' | 'h3' }) {
  const facts = [
    course.type && label(COURSE_TYPE_LABELS, course.type),
    course.level && labelOf(STUDY_LEVELS, Number(course.level)),
    ...course.modalities.map((m) => label(COURSE_MODALITY_LABELS, m)),
  ].filter(Boolean);
  return (
    <article className="flex h-full flex-col rounded-xl border border-sarment-100 bg-white p-4 shadow-sm">
      <Heading className="text-lg font-semibold">
        <Link href={`/formations/${course.id}`} className="text-vin-800 underline-offset-2 hover:underline">
          {course.title}
        </Link>
      </Heading>
      <p className="text-sm text-stone-700">
        {course.school}
        {course.city && ` · ${course.city}${course.postalCode ? ` (${course.postalCode.slice(0, 2)})` : ''}`}
      </p>
      {facts.length > 0 && <p className="mt-2 text-xs font-semibold text-stone-700">{facts.join(' · ')}</p>}
      {course.excerpt && <p className="mt-2 text-sm text-stone-700">{course.excerpt}</p>}
      <p className="mt-auto flex flex-wrap gap-x-4 pt-3 text-sm font-medium text-stone-900">
        <span>{course.price === 0 ? t.free : t.price(course.price)}</span>
        {course.lastSessionStart >= Date.parse(todayIso()) && <span>{t.upcomingBadge}</span>}
      </p>
    </article>
  );
}
