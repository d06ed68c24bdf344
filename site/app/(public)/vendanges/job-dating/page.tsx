import type { Metadata } from 'next';
import Link from 'next/link';
import { formatCalendarDay } from '@cep/domain';
import { jobDatingRoutes } from '@cep/domain/contracts';
import { listHref, PageLinks, pageParam } from '@/components/applications/PageLinks';
import { read } from '@/lib/cms/call';
import { fr } from '@/lib/i18n/fr';

const t = fr.jobDating;

export const metadata: Metadata = {
  title: t.listMetaTitle,
  description: t.listDescription,
  alternates: { canonical: '/vendanges/job-dating' },
};

/** The upcoming harvest job-dating days (issue #40 item 6), soonest first, with the places left. */
export default async function JobDatingListPage({ searchParams }: { searchParams: Promise<{ page?: string }> }) {
  const page = pageParam((await searchParams).page);
  const list = await read(jobDatingRoutes.list, { query: { page: String(page) } });
  const days = list?.journees ?? [];
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="text-2xl font-bold text-vin-900">{t.listTitle}</h1>
      <p className="mt-2 text-stone-700">{t.listIntro}</p>
      {days.length === 0 ? (
        <p className="mt-6 rounded-xl bg-white p-6 text-center text-stone-700">{t.listEmpty}</p>
      ) : (
        <ul className="mt-6 space-y-4">
          {days.map((day) => (
            <li key={day.id} className="relative rounded-xl border border-sarment-100 bg-white p-4 shadow-sm">
              <h2 className="text-lg font-semibold text-stone-900">
                <Link href={`/vendanges/job-dating/${day.id}`} className="after:absolute after:inset-0 hover:text-vin-700">
                  {day.titre}
                </Link>
              </h2>
              <p className="text-sm text-stone-700">{t.by(day.organisateur)}</p>
              <p className="mt-1 text-stone-800">
                {formatCalendarDay(day.date, 'full')} · {day.lieu}
              </p>
              <p className="mt-1 text-sm font-semibold text-feuille-600">{t.placesLeft(day.placesRestantes)}</p>
            </li>
          ))}
        </ul>
      )}
      {list && (
        <PageLinks page={page} pages={list.pages} href={(p) => listHref('/vendanges/job-dating', {}, p)} label={fr.pagination.label} />
      )}
    </div>
  );
}
