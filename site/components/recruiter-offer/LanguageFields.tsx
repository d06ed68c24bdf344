'use client';

import { LANGUAGE_LEVELS, LANGUAGES, type FieldErrors } from '@cep/domain';
import { recruiterOffer } from '@/lib/i18n/fr/recruiter-offer';
import { SelectField } from '@/components/forms/SelectField';
import type { SetField, StepOneState } from './step-one-state';

const f = recruiterOffer.recruiterOffer.fields;

/** Repeatable language and level pairs; a picked language needs its level (spec 01 §5). */
export function LanguageFields({ state, set, errors }: { state: StepOneState; set: SetField; errors: FieldErrors }) {
  const rows = state.offreLangue;
  const update = (i: number, change: Partial<{ langue: string; niveau: string }>) =>
    set(
      'offreLangue',
      rows.map((row, j) => (j === i ? { ...row, ...change } : row)),
    );
  return (
    <fieldset className="space-y-3">
      <legend className="text-lg font-semibold text-vin-900">{recruiterOffer.recruiterOffer.sections.languages}</legend>
      {rows.map((row, i) => (
        <div key={i} className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
          <SelectField
            dense
            id={`offreLangue-${i}-langue`}
            label={f.langue(i + 1)}
            value={row.langue}
            onChange={(v) => update(i, { langue: v })}
            placeholder={f.chooseLanguage}
            options={LANGUAGES.filter((l) => String(l.id) === row.langue || !rows.some((r) => r.langue === String(l.id))).map((l) => ({
              value: String(l.id),
              label: l.label,
            }))}
            error={errors[`offreLangue.${i}.langue`]}
          />
          <SelectField
            dense
            id={`offreLangue-${i}-niveau`}
            label={f.niveau(i + 1)}
            value={row.niveau}
            onChange={(v) => update(i, { niveau: v })}
            placeholder={f.chooseLevel}
            options={LANGUAGE_LEVELS.map((l) => ({ value: String(l.id), label: l.label }))}
            error={errors[`offreLangue.${i}.niveau`]}
          />
          <button
            type="button"
            onClick={() =>
              set(
                'offreLangue',
                rows.filter((_, j) => j !== i),
              )
            }
            className="rounded-full border border-stone-300 px-3 py-2 text-sm hover:border-vin-700"
          >
            {f.removeLanguage(i + 1)}
          </button>
        </div>
      ))}
      <button
        type="button"
        onClick={() => set('offreLangue', [...rows, { langue: '', niveau: '' }])}
        className="rounded-full border border-vin-700 px-4 py-2 text-sm font-semibold text-vin-700 hover:bg-vin-50"
      >
        {f.addLanguage}
      </button>
    </fieldset>
  );
}
