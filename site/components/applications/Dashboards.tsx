import Link from 'next/link';
import type { ReactNode } from 'react';
import { APPLICATION_STATUS_LABELS, offerStates, type ApplicationStatus } from '@cep/domain';
import { offerRoutes } from '@cep/domain/contracts';
import { getCandidateDashboard } from '@/lib/cms';
import { read } from '@/lib/cms/call';
import { fr } from '@/lib/i18n/fr';

const t = fr.dashboard;
const action = 'mt-4 inline-block font-semibold text-vin-700 underline underline-offset-2 hover:text-vin-800';

function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-sarment-100 bg-white p-5 shadow-sm">
      <h2 id={id} className="text-lg font-semibold text-vin-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

const Unavailable = () => <p className="mt-2 text-sm text-stone-700">{t.unavailable}</p>;

/** The candidate after login (issue #11 item 8): CV completion and visibility, applications by status, the shortlist. */
export async function CandidateDashboard({ jwt }: { jwt: string }) {
  const data = await getCandidateDashboard(jwt);
  return (
    <div className="mt-6 grid gap-4 md:grid-cols-3">
      <Card id="tableau-cv" title={t.cvTitle}>
        {data.cv ? (
          <>
            <p className="mt-2 text-3xl font-bold text-vin-800">{t.cvComplete(data.cv.pourcentage)}</p>
            <div
              role="progressbar"
              aria-labelledby="tableau-cv"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={data.cv.pourcentage}
              className="mt-2 h-2 overflow-hidden rounded-full bg-sarment-100"
            >
              <div className="h-full bg-vin-700" style={{ width: `${data.cv.pourcentage}%` }} />
            </div>
            <p className="mt-2 text-sm text-stone-800">{data.cv.visible ? t.cvVisible : t.cvHidden}</p>
          </>
        ) : (
          <Unavailable />
        )}
        <Link href="/candidat/cv" className={action}>
          {t.cvEdit}
        </Link>
      </Card>
      <Card id="tableau-candidatures" title={t.applicationsTitle}>
        {data.candidatures === null ? (
          <Unavailable />
        ) : data.candidatures.total === 0 ? (
          <p className="mt-2 text-sm text-stone-700">{t.applicationsNone}</p>
        ) : (
          <>
            <p className="mt-2 text-3xl font-bold text-vin-800">{data.candidatures.total}</p>
            <ul aria-label={t.applicationsByStatus} className="mt-2 space-y-1 text-sm text-stone-800">
              {([0, 1, 2] as ApplicationStatus[]).map((s) => (
                <li key={s}>
                  <Link href={`/candidat/candidatures?statut=${s}`} className="hover:text-vin-700 hover:underline">
                    {t.statusCount(APPLICATION_STATUS_LABELS[s], data.candidatures?.parStatut[s] ?? 0)}
                  </Link>
                </li>
              ))}
            </ul>
          </>
        )}
        <Link href={data.candidatures?.total ? '/candidat/candidatures' : '/offres'} className={action}>
          {data.candidatures?.total ? t.applicationsLink : t.findOffers}
        </Link>
      </Card>
      <Card id="tableau-selection" title={t.selectionTitle}>
        {data.selection === null ? <Unavailable /> : <p className="mt-2 text-sm text-stone-800">{t.selectionCount(data.selection)}</p>}
        <Link href="/candidat/selection" className={action}>
          {t.selectionLink}
        </Link>
      </Card>
    </div>
  );
}

/** The recruiter after login (issue #11 item 8): offers by status and the offers with new applications. */
export async function RecruiterDashboard({ jwt }: { jwt: string }) {
  const list = await read(offerRoutes.list, { jwt }).catch(() => null);
  const withNew = (list?.offres ?? []).filter((offer) => offer.nouvellesCandidatures > 0);
  const newTotal = withNew.reduce((sum, offer) => sum + offer.nouvellesCandidatures, 0);
  const states = offerStates.filter((state) => (list?.compteurs[state.key] ?? 0) > 0);
  return (
    <div className="mt-6 grid gap-4 md:grid-cols-2">
      <Card id="tableau-offres" title={t.offersTitle}>
        {!list ? (
          <Unavailable />
        ) : states.length === 0 ? (
          <p className="mt-2 text-sm text-stone-700">{t.offersNone}</p>
        ) : (
          <ul aria-label={t.offersByStatus} className="mt-2 space-y-1 text-sm text-stone-800">
            {states.map((state) => (
              <li key={state.key}>
                <Link href={`/recrutement/offres?etat=${state.key}`} className="hover:text-vin-700 hover:underline">
                  {t.statusCount(state.label, list.compteurs[state.key])}
                </Link>
              </li>
            ))}
          </ul>
        )}
        <div className="flex flex-wrap gap-x-6">
          <Link href="/recrutement/offres" className={action}>
            {t.offersLink}
          </Link>
          <Link href="/recrutement/offre/description-offre/nouveau" className={action}>
            {t.newOffer}
          </Link>
        </div>
      </Card>
      <Card id="tableau-nouvelles" title={t.newApplicationsTitle}>
        {!list ? (
          <Unavailable />
        ) : newTotal === 0 ? (
          <p className="mt-2 text-sm text-stone-700">{t.newApplicationsNone}</p>
        ) : (
          <>
            <p className="mt-2 text-3xl font-bold text-vin-800">{t.newApplications(newTotal)}</p>
            <ul className="mt-2 space-y-1 text-sm">
              {withNew.map((offer) => (
                <li key={offer.id}>
                  <Link href={`/recrutement/offre/candidature/${offer.id}`} className="text-vin-700 underline underline-offset-2">
                    {t.newApplicationsFor(offer.nouvellesCandidatures, offer.titre)}
                  </Link>
                </li>
              ))}
            </ul>
          </>
        )}
      </Card>
    </div>
  );
}
