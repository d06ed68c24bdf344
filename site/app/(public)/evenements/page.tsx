import type { Metadata } from 'next';
import Link from 'next/link';
import { EventCard } from '@/components/pages/EventCard';
import { Pagination } from '@/components/offers/Pagination';
import { getAgenda } from '@/lib/cms';
import { fr } from '@/lib/i18n/fr';

const t = fr.agenda;
/** The cms's page size for the agenda. */
const PAGE_SIZE = 20;

export const metadata: Metadata = { title: t.title, description: t.description, alternates: { canonical: '/evenements' } };

/** The public agenda (issue #14 item 3): upcoming salons, job datings, open days and harvest job fairs. */
export default async function AgendaPage({ searchParams }: { searchParams: Promise<{ page?: string | string[] }> }) {
  const raw = (await searchParams).page;
  const requested = Math.max(1, Number.parseInt(Array.isArray(raw) ? (raw[0] ?? '1') : (raw ?? '1'), 10) || 1);
  const agenda = await getAgenda(requested);
  const total = agenda?.total ?? 0;
  const events = agenda?.evenements ?? [];
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-bold text-vin-900">{t.title}</h1>
      <p className="mt-2 text-stone-700">{t.description}</p>
      <p className="mt-4 font-semibold text-stone-900">{t.count(total)}</p>
      {events.length === 0 ? (
        <p className="mt-4 text-stone-700">
          {t.none}{' '}
          <Link href="/offres" className="font-semibold text-vin-800 underline">
            {fr.publicPage.allOffers}
          </Link>
        </p>
      ) : (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {events.map((event) => (
            <li key={event.id}>
              <EventCard event={event} />
            </li>
          ))}
        </ul>
      )}
      <Pagination hrefOf={(p) => `/evenements?page=${p}`} page={requested} totalPages={Math.ceil(total / PAGE_SIZE)} />
    </div>
  );
}
