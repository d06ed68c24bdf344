import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { SEASON_OUTCOME_LABELS, SEASON_OUTCOMES, START_ANSWER_LABELS } from '@cep/domain';
import { seasonalRoutes } from '@cep/domain/contracts';
import { listHref, PageLinks, pageParam } from '@/components/applications/PageLinks';
import { SeasonMarkForm } from '@/components/seasonal/SeasonMarkForm';
import { read } from '@/lib/cms/call';
import { formatPhone } from '@/lib/format';
import { fr } from '@/lib/i18n/fr';
import { readTokens } from '@/lib/session/cookies';

const t = fr.seasonal;
const OUTCOMES = SEASON_OUTCOMES.map((value) => ({ value, label: SEASON_OUTCOME_LABELS[value] }));
const link = 'font-semibold text-vin-700 underline underline-offset-2 hover:text-vin-800';

export const metadata: Metadata = { title: t.reviewMetaTitle, robots: { index: false } };

type Props = { params: Promise<{ offerId: string }>; searchParams: Promise<{ page?: string }> };

/**
 * A harvest offer's season review (issue #40 item 5): once the harvest has begun, each preselected worker (50 a page)
 * with their answer to the start, how the season went and « à reprendre », each saved on its own; the marks make the
 * account's « Mes saisonniers ».
 */
export default async function SeasonReviewPage({ params, searchParams }: Props) {
  const { offerId } = await params;
  const page = pageParam((await searchParams).page);
  const tokens = await readTokens();
  const review = tokens ? await read(seasonalRoutes.review, { params: { offerId }, query: { page: String(page) }, jwt: tokens.jwt }) : null;
  if (!review) notFound();
  const { offre, travailleurs } = review;
  return (
    <>
      <Link
        href={`/recrutement/offre/candidature/${encodeURIComponent(offre.id)}`}
        className="text-sm text-vin-700 underline-offset-2 hover:underline"
      >
        ← {t.back}
      </Link>
      <h1 className="mt-3 text-2xl font-bold text-vin-900">{t.reviewTitle(offre.titre)}</h1>
      <p className="mt-1 text-sm font-medium text-stone-700">{t.season(review.saison)}</p>
      <p className="mt-2 max-w-3xl text-stone-700">{t.reviewIntro}</p>
      {!review.ouvert ? (
        <p className="mt-6 rounded-xl bg-white p-6 text-stone-800 shadow-sm">{t.reviewClosed}</p>
      ) : travailleurs.length === 0 ? (
        <p className="mt-6 rounded-xl bg-white p-6 text-center text-stone-700">{t.none}</p>
      ) : (
        <>
          <p className="mt-6 text-sm font-semibold text-stone-800">{t.count(review.total)}</p>
          <ul className="mt-3 grid gap-4 lg:grid-cols-2">
            {travailleurs.map((worker) => {
              const who = [worker.prenom, worker.nom].filter(Boolean).join(' ') || worker.email;
              return (
                <li key={worker.candidature}>
                  <article
                    aria-labelledby={`saisonnier-${worker.candidature}`}
                    className="rounded-xl border border-sarment-100 bg-white p-4 shadow-sm"
                  >
                    <h2 id={`saisonnier-${worker.candidature}`} className="text-lg font-semibold text-stone-900">
                      {who}
                    </h2>
                    <p className="text-sm">
                      <a href={`mailto:${worker.email}`} className={link}>
                        {worker.email}
                      </a>
                      {worker.telephone && (
                        <>
                          {' · '}
                          <a href={`tel:${worker.telephone}`} className={link}>
                            {formatPhone(worker.telephone)}
                          </a>
                        </>
                      )}
                    </p>
                    {worker.demarrage && (
                      <p className="mt-1 text-sm text-stone-700">{t.startAnswer(START_ANSWER_LABELS[worker.demarrage])}</p>
                    )}
                    <SeasonMarkForm
                      offerId={offre.id}
                      candidature={worker.candidature}
                      who={who}
                      outcomes={OUTCOMES}
                      bilan={worker.bilan}
                      aReprendre={worker.aReprendre}
                    />
                  </article>
                </li>
              );
            })}
          </ul>
          <PageLinks
            page={page}
            pages={review.pages}
            href={(p) => listHref(`/recrutement/offre/bilan/${encodeURIComponent(offre.id)}`, {}, p)}
            label={fr.pagination.label}
          />
        </>
      )}
    </>
  );
}
