'use client';

import {
  BENEFITS,
  DOMAINS,
  EXPERIENCE_LEVELS,
  formatEuros,
  harvestMinimumWage,
  harvestPayApplies,
  isInternshipContract,
  PAY_PERIODS,
  SALARY_BENEFITS,
  STUDY_LEVELS,
  type Choice,
} from '@cep/domain';
import { recruiterOffer } from '@/lib/i18n/fr/recruiter-offer';
import { Checkbox, CheckboxGroup } from '@/components/forms/Checkbox';
import { SelectField } from '@/components/forms/SelectField';
import { TextField } from '@/components/forms/TextField';
import type { StepSectionProps } from './step-one-state';

const f = recruiterOffer.recruiterOffer.fields;
const options = (choices: readonly Choice[]) => choices.map((c) => ({ value: String(c.id), label: c.label }));
const DOMAIN_KEYS = ['offreDomaine1', 'offreDomaine2', 'offreDomaine3'] as const;

/** Domains (each hides what the others chose), experience, study level, pay and benefits. */
export function ProfileFields({ state, set, errors, required }: StepSectionProps) {
  // Work-study and internship make experience, study level and pay optional (spec 01 §4).
  const contract = Number(state.offreContrat) || undefined;
  const optional = isInternshipContract(contract) ? f.optional : '';
  // A harvest job is paid by the hour, at least the SMIC in force when it starts (issue #40): said before it is refused.
  const harvestPay = harvestPayApplies(state.emploivendagesaisonier, contract);
  return (
    <fieldset className="space-y-4">
      <legend className="text-lg font-semibold text-vin-900">{recruiterOffer.recruiterOffer.sections.profile}</legend>
      <div className="grid gap-4 md:grid-cols-3">
        {DOMAIN_KEYS.map((key, i) => {
          const taken = DOMAIN_KEYS.filter((other) => other !== key).map((other) => state[other]);
          return (
            <SelectField
              key={key}
              dense
              id={key}
              required={required.has(key)}
              label={f.domaine(i + 1)}
              value={state[key]}
              onChange={(v) => set(key, v)}
              placeholder={f.chooseDomain}
              options={options(DOMAINS).filter((o) => !taken.includes(o.value))}
              error={errors[key]}
            />
          );
        })}
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <SelectField
          dense
          id="offreExperience"
          required={required.has('offreExperience')}
          label={f.offreExperience + optional}
          value={state.offreExperience}
          onChange={(v) => set('offreExperience', v)}
          placeholder={f.choose}
          options={options(EXPERIENCE_LEVELS)}
          error={errors.offreExperience}
        />
        <SelectField
          dense
          id="offreNiveauEtude"
          required={required.has('offreNiveauEtude')}
          label={f.offreNiveauEtude + optional}
          value={state.offreNiveauEtude}
          onChange={(v) => set('offreNiveauEtude', v)}
          placeholder={f.choose}
          options={options(STUDY_LEVELS)}
          error={errors.offreNiveauEtude}
        />
      </div>
      <div className="grid gap-4 md:grid-cols-3">
        <TextField
          dense
          id="offreRemunerationmin"
          required={required.has('offreRemunerationmin')}
          type="number"
          label={f.offreRemunerationmin + optional}
          hint={harvestPay ? f.smicHint(formatEuros(harvestMinimumWage(state.vendanges.debutAuPlusTot || undefined))) : undefined}
          value={state.offreRemunerationmin}
          onChange={(v) => set('offreRemunerationmin', v)}
          error={errors.offreRemunerationmin}
        />
        <TextField
          dense
          id="offreRemunerationmax"
          required={required.has('offreRemunerationmax')}
          type="number"
          label={f.offreRemunerationmax + optional}
          value={state.offreRemunerationmax}
          onChange={(v) => set('offreRemunerationmax', v)}
          error={errors.offreRemunerationmax}
        />
        <SelectField
          dense
          id="offreRemunerationPeriode"
          label={f.offreRemunerationPeriode}
          value={state.offreRemunerationPeriode}
          onChange={(v) => set('offreRemunerationPeriode', v)}
          options={PAY_PERIODS.map((p) => ({ value: p, label: f.periods[p] ?? p }))}
        />
      </div>
      <CheckboxGroup
        id="offreAvantage"
        label={f.offreAvantage}
        options={options(BENEFITS)}
        values={state.offreAvantage}
        onChange={(v) => set('offreAvantage', v)}
      />
      <CheckboxGroup
        id="offreAvantageSalaire"
        label={f.offreAvantageSalaire}
        options={options(SALARY_BENEFITS)}
        values={state.offreAvantageSalaire}
        onChange={(v) => set('offreAvantageSalaire', v)}
      />
      <TextField
        dense
        id="offreAvantageAutre"
        label={f.offreAvantageAutre}
        value={state.offreAvantageAutre}
        onChange={(v) => set('offreAvantageAutre', v)}
        error={errors.offreAvantageAutre}
      />
      <Checkbox id="permisMobile" label={f.permisMobile} checked={state.permisMobile} onChange={(v) => set('permisMobile', v)} />
    </fieldset>
  );
}
