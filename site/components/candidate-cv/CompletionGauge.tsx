import { useId } from 'react';
import { candidate } from '@/lib/i18n/fr/candidate';

const t = candidate.candidateCv.gauge;

/** How complete the CV is (`pourcentage`, domain/src/cv-completion.ts), and what is missing to be seen by recruiters. */
export function CompletionGauge({ pourcentage, complet }: { pourcentage: number; complet: boolean }) {
  const labelId = useId();
  const value = Math.max(0, Math.min(100, Math.round(pourcentage)));
  return (
    <div>
      <div className="flex items-baseline justify-between gap-3">
        <span id={labelId} className="text-sm font-medium text-stone-800">
          {t.label}
        </span>
        <span aria-hidden="true" className="text-lg font-bold text-vin-800">
          {t.value(value)}
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={t.value(value)}
        className="mt-2 h-3 overflow-hidden rounded-full bg-sarment-100"
      >
        <div className={`h-full rounded-full ${complet ? 'bg-feuille-600' : 'bg-vin-700'}`} style={{ width: `${value}%` }} />
      </div>
      <p className="mt-2 text-sm text-stone-700">{complet ? t.complete : t.incomplete}</p>
    </div>
  );
}
