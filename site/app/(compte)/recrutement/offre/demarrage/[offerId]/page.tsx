import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { startCountsText, startMomentText, todayIso } from '@cep/domain';
import { harvestRoutes } from '@cep/domain/contracts';
import { listHref, PageLinks, pageParam } from '@/components/applications/PageLinks';
import { AttendeeList } from '@/components/harvest-start/AttendeeList';
import { ChaseButton } from '@/components/harvest-start/ChaseButton';
import { LiveHeadcount } from '@/components/harvest-start/LiveHeadcount';
import { StartForm } from '@/components/harvest-start/StartForm';
import { read } from '@/lib/cms/call';
import { formatDate } from '@/lib/format';
import { fr } from '@/lib/i18n/fr';
import { readTokens } from '@/lib/session/cookies';

const t = fr.start;

export const metadata: Metadata = { title: t.metaTitle, robots: { index: false } };

type Props = {
  params: Promise<{ offerId: string }>;
  searchParams: Promise<{ page?: string; reponse?: string }>;
};

const FILTERS = ['present', 'absent', 'sans-reponse'] as const;
type Filter = (typeof FILTERS)[number];
const isFilter = (value: string | undefined): value is Filter => (FILTERS as readonly string[]).includes(value ?? '');

/**
 * A harvest offer's start (issue #40 item 2): the headcount against the positions, live; the form that confirms,
 * moves or clarifies it; the chase; the preselected workers by answer, a page of 50 at a time, with their phones.
 */
export default async function HarvestStartPage({ params, searchParams }: Props) {
  const { offerId } = await params;
  const query = await searchParams;
  const reponse = isFilter(query.reponse) ? query.reponse : undefined;
  const page = pageParam(query.page);
  const tokens = await readTokens();
  const headcount = tokens
    ? await read(harvestRoutes.headcount, { params: { offerId }, query: { page: String(page), reponse }, jwt: tokens.jwt })
    : null;
  if (!headcount) notFound();
  const { offre, demarrage, compteurs } = headcount;
  const path = `/recrutement/offre/demarrage/${encodeURIComponent(offre.id)}`;
  const preselected = compteurs.presents + compteurs.absents + compteurs.sansReponse;
  const chips: Array<{ value: Filter | undefined; label: string; count: number }> = [
    { value: undefined, label: t.all, count: preselected },
    { value: 'present', label: t.present, count: compteurs.presents },
    { value: 'absent', label: t.absent, count: compteurs.absents },
    { value: 'sans-reponse', label: t.noAnswer, count: compteurs.sansReponse },
  ];

  return (
    <>
      <LiveHeadcount offerId={offre.id} />
      <Link
        href={`/recrutement/offre/candidature/${encodeURIComponent(offre.id)}`}
        className="text-sm text-vin-700 underline-offset-2 hover:underline"
      >
        ← {t.back}
      </Link>
      <h1 className="mt-3 text-2xl font-bold text-vin-900">{t.title(offre.titre)}</h1>
      <p className="mt-2 max-w-3xl text-stone-700">{t.intro}</p>
      {offre.fenetre && <p className="mt-1 text-sm text-stone-600">{t.window(offre.fenetre)}</p>}

      <section aria-labelledby="qui-sera-la" className="mt-6 rounded-xl border border-sarment-100 bg-white p-4 shadow-sm">
        <h2 id="qui-sera-la" className="text-lg font-semibold text-stone-900">
          {t.countsTitle}
        </h2>
        {demarrage ? (
          <p className="mt-1 text-stone-800">
            {t.current(startMomentText(demarrage.date, demarrage.heure), demarrage.lieu)} {t.sentOn(formatDate(demarrage.envoyeLe))}
          </p>
        ) : (
          <p className="mt-1 text-stone-800">{t.notYet}</p>
        )}
        {/* Said whole when an answer arrives: « 6 présents · 1 absent · 3 sans réponse ». */}
        <p className="sr-only" aria-live="polite" aria-atomic="true">
          {startCountsText(compteurs)}
        </p>
        <dl className="mt-3 grid grid-cols-3 gap-3 text-center">
          {[
            [t.present, compteurs.presents, 'text-feuille-600'],
            [t.absent, compteurs.absents, 'text-red-800'],
            [t.noAnswer, compteurs.sansReponse, 'text-stone-800'],
          ].map(([label, count, tone]) => (
            <div key={String(label)} className="rounded-lg bg-sarment-50 p-3">
              <dt className="text-sm text-stone-700">{label}</dt>
              <dd className={`text-3xl font-bold ${tone}`}>{count}</dd>
            </div>
          ))}
        </dl>
        {offre.postes !== null && <p className="mt-2 text-sm text-stone-700">{t.positions(offre.postes)}</p>}
        {demarrage && demarrage.date >= todayIso() && compteurs.sansReponse > 0 && (
          <div className="mt-4">
            <ChaseButton offerId={offre.id} />
          </div>
        )}
        <p className="mt-3 text-xs text-stone-600">{t.live}</p>
      </section>

      <section aria-labelledby="formulaire-demarrage" className="mt-6 rounded-xl border border-sarment-100 bg-white p-4 shadow-sm">
        <h2 id="formulaire-demarrage" className="mb-3 text-lg font-semibold text-stone-900">
          {t.formTitle(Boolean(demarrage))}
        </h2>
        {preselected === 0 ? (
          <p className="text-stone-700">{t.noneToTell}</p>
        ) : (
          <StartForm
            offerId={offre.id}
            confirmed={Boolean(demarrage)}
            preselected={preselected}
            initial={{
              date: demarrage?.date ?? '',
              heure: demarrage?.heure ?? '',
              lieu: demarrage?.lieu ?? '',
              aApporter: demarrage?.aApporter ?? '',
            }}
          />
        )}
      </section>

      <section aria-labelledby="preselectionnes" className="mt-6">
        <h2 id="preselectionnes" className="text-lg font-semibold text-stone-900">
          {t.listTitle}
        </h2>
        <ul className="mt-3 flex flex-wrap gap-3 text-sm">
          {chips.map((chip) => (
            <li key={chip.label}>
              <Link
                href={listHref(path, { reponse: chip.value }, 1)}
                aria-current={reponse === chip.value ? 'true' : undefined}
                className="inline-block rounded-full border border-stone-300 bg-white px-3 py-1 font-semibold text-stone-800 hover:border-vin-700 aria-[current=true]:border-vin-700 aria-[current=true]:bg-vin-50"
              >
                {fr.offers.withCount(chip.label, chip.count)}
              </Link>
            </li>
          ))}
        </ul>
        <p className="mt-4 text-sm font-semibold text-stone-800">{t.listCount(headcount.total)}</p>
        <AttendeeList attendees={headcount.candidats} />
        <PageLinks page={page} pages={headcount.pages} href={(p) => listHref(path, { reponse }, p)} label={fr.pagination.label} />
      </section>
    </>
  );
}
