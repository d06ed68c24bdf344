import Link from 'next/link';
import type { CvCard } from '@cep/domain';
import { formatDate } from '@/lib/format';
import { fr } from '@/lib/i18n/fr';
import { BuyCvButton } from './BuyCvButton';
import { LikeButton } from './LikeButton';

const t = fr.cvLibrary;

/** What a CV says about the candidate, anonymous or not: the line of facts under its title. */
export function CvFacts({
  cv,
}: {
  cv: Pick<CvCard, 'anneesExperience' | 'experience' | 'niveau' | 'zones' | 'contrats' | 'permis' | 'remuneration'>;
}) {
  const facts = [
    t.years(cv.anneesExperience),
    cv.experience,
    cv.niveau,
    cv.zones.join(', '),
    cv.contrats.join(', '),
    cv.permis ? t.licence : null,
  ];
  return (
    <>
      <p className="mt-1 text-sm text-stone-800">{facts.filter(Boolean).join(' · ')}</p>
      {cv.remuneration ? <p className="text-sm text-stone-700">{t.pay(cv.remuneration)}</p> : null}
    </>
  );
}

/** One CV of the library's results: anonymous until bought (issue #13 item 4). */
export function CvCardView({ cv }: { cv: CvCard }) {
  return (
    <li className="rounded-lg border border-stone-200 bg-white p-4">
      <div className="flex items-start justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold text-vin-900">
            <Link href={`/recrutement/cvtheque/${cv.id}`} className="hover:underline">
              {cv.titre}
            </Link>
          </h2>
          <CvFacts cv={cv} />
        </div>
        <LikeButton id={cv.id} titre={cv.titre} liked={cv.aime} />
      </div>
      {cv.domaines.length > 0 && <p className="mt-2 text-sm text-stone-700">{cv.domaines.join(', ')}</p>}
      {cv.postes.length > 0 && (
        <p className="mt-2 text-sm text-stone-800">
          <span className="font-medium">{t.positions} : </span>
          {cv.postes.map((p) => `${p.titre} (${p.periode})`).join(' · ')}
        </p>
      )}
      {cv.diplomes.length > 0 && (
        <p className="mt-1 text-sm text-stone-800">
          <span className="font-medium">{t.diplomas} : </span>
          {cv.diplomes.map((d) => `${d.titre} (${d.periode})`).join(' · ')}
        </p>
      )}
      <div className="mt-3 flex flex-wrap items-center gap-4 text-sm">
        <span className="text-stone-600">{t.updated(formatDate(cv.misAJourLe))}</span>
        <Link href={`/recrutement/cvtheque/${cv.id}`} className="font-semibold text-vin-700 underline">
          {t.open}
        </Link>
        {cv.achete ? (
          <span className="rounded-full bg-sarment-50 px-3 py-1 font-semibold text-sarment-800">{t.boughtBadge}</span>
        ) : (
          <BuyCvButton id={cv.id} />
        )}
      </div>
    </li>
  );
}
