import { SEASON_OUTCOME_LABELS, type CandidateSeasons } from '@cep/domain';
import { formatDate } from '@/lib/format';
import { seasonal } from '@/lib/i18n/fr/seasonal';

const t = seasonal.seasonal;

/** The candidate's right of access to « Mes saisonniers »: what each estate recorded, and until when it keeps it. */
export function MySeasons({ domaines }: { domaines: CandidateSeasons['domaines'] }) {
  return (
    <section aria-labelledby="mes-saisons" className="mt-10 rounded-xl border border-sarment-100 bg-white p-4 shadow-sm">
      <h2 id="mes-saisons" className="text-lg font-semibold text-stone-900">
        {t.mineTitle}
      </h2>
      <p className="mt-1 text-sm text-stone-700">{t.mineIntro}</p>
      <ul className="mt-3 space-y-3">
        {domaines.map((domaine, i) => (
          <li key={`${domaine.entreprise}-${i}`}>
            <h3 className="font-medium text-stone-900">
              {domaine.entreprise}
              {domaine.aReprendre && <span className="ml-2 text-sm font-semibold text-feuille-600">{t.rehireBadge}</span>}
            </h3>
            <ul className="text-sm text-stone-800">
              {domaine.saisons.map((season) => (
                <li key={`${season.offre}-${season.saison}`}>
                  {t.seasonLine(
                    season.saison,
                    season.entreprise ? `${season.titre} (${season.entreprise})` : season.titre,
                    SEASON_OUTCOME_LABELS[season.bilan],
                  )}
                </li>
              ))}
            </ul>
            <p className="text-xs text-stone-600">{t.mineKept(formatDate(domaine.expireLe))}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
