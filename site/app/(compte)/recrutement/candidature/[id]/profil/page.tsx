import type { Metadata } from 'next';
import Link from 'next/link';
import { WriteToCandidate } from '@/components/messaging/WriteToCandidate';
import { notFound } from 'next/navigation';
import { contractLabel, DOMAINS, EXPERIENCE_LEVELS, formatEuros, LANGUAGE_LEVELS, LANGUAGES, labelOf, STUDY_LEVELS } from '@cep/domain';
import { periodOf, sortEntries } from '@/components/candidate-cv/entry-values';
import { applicationRoutes } from '@cep/domain/contracts';
import { read } from '@/lib/cms/call';
import type { CvEntry } from '@cep/domain';
import { fr } from '@/lib/i18n/fr';
import { readTokens } from '@/lib/session/cookies';

const t = fr.applicantProfile;

export const metadata: Metadata = { title: t.metaTitle, robots: { index: false } };

type Props = { params: Promise<{ id: string }>; searchParams: Promise<{ offre?: string }> };

function Entries({ entries, empty }: { entries: CvEntry[]; empty: string }) {
  if (entries.length === 0) return <p className="mt-2 text-sm text-stone-700">{empty}</p>;
  return (
    <ul className="mt-2 space-y-3">
      {sortEntries(entries).map((entry) => (
        <li key={entry.id}>
          <h3 className="font-semibold text-stone-900">{entry.titre}</h3>
          <p className="text-sm text-stone-700">{[entry.lieu, periodOf(entry)].filter(Boolean).join(' · ')}</p>
          {entry.description && <p className="mt-1 whitespace-pre-line text-sm text-stone-800">{entry.description}</p>}
        </li>
      ))}
    </ul>
  );
}

/**
 * The applicant's CV as it is now (issue #11 item 7), for the recruiters of the offer's account only (the cms
 * answers 404 to anyone else). Opening it marks the application as opened.
 */
export default async function ApplicantProfilePage({ params, searchParams }: Props) {
  const { id } = await params;
  const offerId = (await searchParams).offre;
  const tokens = await readTokens();
  const profile = tokens ? await read(applicationRoutes.profile, { params: { id }, jwt: tokens.jwt }) : null;
  if (!profile) notFound();
  const { cv } = profile;
  const who = profile.candidat ? [profile.candidat.prenom, profile.candidat.nom].filter(Boolean).join(' ') : '';
  const labels = (ids: number[], find: (id: number) => string | undefined) =>
    ids
      .map(find)
      .filter((label): label is string => Boolean(label))
      .join(', ') || t.none;
  const facts: Array<[string, string]> = [
    [t.cvTitre, cv.cvTitre || t.none],
    [t.years, cv.cvAnneesExperience === null ? t.none : t.yearsValue(cv.cvAnneesExperience)],
    [t.experienceLevel, (cv.cvExperience !== null && labelOf(EXPERIENCE_LEVELS, cv.cvExperience)) || t.none],
    [t.level, (cv.cvNiveauEtude !== null && labelOf(STUDY_LEVELS, cv.cvNiveauEtude)) || t.none],
    [t.pay, cv.cvRemuneration === null ? t.none : t.payValue(formatEuros(cv.cvRemuneration))],
    [t.contracts, labels(cv.cvContratSouhaite, contractLabel)],
    [t.domains, labels(cv.cvDomaines, (d) => labelOf(DOMAINS, d))],
    [t.licence, cv.cvPermis ? t.yes : t.no],
  ];
  const back = offerId && /^[A-Za-z0-9]{1,64}$/.test(offerId) ? `/recrutement/offre/candidature/${offerId}` : '/recrutement/offres';

  return (
    <>
      <Link href={back} className="text-sm text-vin-700 underline-offset-2 hover:underline">
        ← {t.back}
      </Link>
      <div className="mt-3 flex items-center gap-4">
        {profile.photo && (
          <img
            src={`/fichiers/candidature/${id}/photo`}
            alt={t.photo(who || t.metaTitle)}
            width={80}
            height={80}
            className="h-20 w-20 rounded-full object-cover"
          />
        )}
        <div>
          <h1 className="text-2xl font-bold text-vin-900">{who ? t.title(who) : t.metaTitle}</h1>
          {cv.cvTitre && <p className="text-stone-700">{cv.cvTitre}</p>}
        </div>
      </div>
      <div className="mt-4">
        <WriteToCandidate origin={{ candidature: id }} />
      </div>

      <section aria-labelledby="profil-resume" className="mt-6 rounded-xl border border-sarment-100 bg-white p-6">
        <h2 id="profil-resume" className="text-lg font-semibold text-vin-900">
          {t.summary}
        </h2>
        <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
          {facts.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-medium text-stone-800">{label}</dt>
              <dd className="text-stone-800">{value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="profil-experiences" className="mt-6 rounded-xl border border-sarment-100 bg-white p-6">
        <h2 id="profil-experiences" className="text-lg font-semibold text-vin-900">
          {t.experiences}
        </h2>
        <Entries entries={profile.experiences} empty={t.noExperience} />
      </section>

      <section aria-labelledby="profil-diplomes" className="mt-6 rounded-xl border border-sarment-100 bg-white p-6">
        <h2 id="profil-diplomes" className="text-lg font-semibold text-vin-900">
          {t.diplomas}
        </h2>
        <Entries entries={profile.diplomes} empty={t.noDiploma} />
      </section>

      <section aria-labelledby="profil-langues" className="mt-6 rounded-xl border border-sarment-100 bg-white p-6">
        <h2 id="profil-langues" className="text-lg font-semibold text-vin-900">
          {t.languages}
        </h2>
        {profile.langues.length === 0 ? (
          <p className="mt-2 text-sm text-stone-700">{t.noLanguage}</p>
        ) : (
          <ul className="mt-2 space-y-1 text-sm text-stone-800">
            {profile.langues.map((line) => (
              <li key={line.id}>{t.language(labelOf(LANGUAGES, line.langue) ?? '', labelOf(LANGUAGE_LEVELS, line.niveau) ?? '')}</li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
