'use client';

import { DEPARTEMENTS, FRANCE, REGION_ID_ALL_FRANCE, REGIONS } from '@cep/domain';
import { Checkbox, CheckboxGroup } from '@/components/forms/Checkbox';
import { COUNTRIES } from '@/components/forms/field-defs';
import { PlaceAutocomplete } from '@/components/forms/PlaceAutocomplete';
import { SelectField } from '@/components/forms/SelectField';
import { TextField } from '@/components/forms/TextField';
import { recruiterOffer } from '@/lib/i18n/fr/recruiter-offer';
import type { StepSectionProps } from './step-one-state';

const f = recruiterOffer.recruiterOffer.fields;
const REGION_OPTIONS = [
  { value: String(REGION_ID_ALL_FRANCE), label: f.allFrance },
  ...REGIONS.map((r) => ({ value: r.code, label: r.nom })),
];
const DEPARTMENT_OPTIONS = DEPARTEMENTS.map((d) => ({ value: d.code, label: `${d.nom} (${d.code})` }));

/** France shows the commune and the regions/departments; another country hides them and home office (spec 01 §4). */
export function PlaceFields({ state, set, errors, required }: StepSectionProps) {
  const france = state.offrePays === FRANCE;
  return (
    <fieldset className="space-y-4">
      <legend className="text-lg font-semibold text-vin-900">{recruiterOffer.recruiterOffer.sections.place}</legend>
      <SelectField
        dense
        id="offrePays"
        label={f.offrePays}
        value={state.offrePays}
        onChange={(v) => set('offrePays', v)}
        options={COUNTRIES}
        error={errors.offrePays}
      />
      {france ? (
        <>
          <PlaceAutocomplete
            id="offreVille"
            required={required.has('offreVille')}
            name="offreVille"
            label={f.offreVille}
            hint={f.villeHint}
            source="villes"
            stripPrefix
            defaultValue={state.offreVille}
            defaultLabel={state.offreVilleLibelle}
            onChange={(code) => set('offreVille', code)}
            error={errors.offreVille}
          />
          <Checkbox
            id="offreHomeOffice"
            label={f.offreHomeOffice}
            checked={state.offreHomeOffice}
            onChange={(v) => set('offreHomeOffice', v)}
          />
          <details className="rounded-lg border border-stone-200 p-3">
            <summary className="cursor-pointer text-sm font-medium text-stone-800">{f.regions}</summary>
            <div className="mt-3">
              <CheckboxGroup
                id="offreRegions"
                label={f.regions}
                options={REGION_OPTIONS}
                values={state.offreRegions}
                onChange={(v) => set('offreRegions', v)}
              />
            </div>
          </details>
          <details className="rounded-lg border border-stone-200 p-3">
            <summary className="cursor-pointer text-sm font-medium text-stone-800">{f.showDepartments}</summary>
            <div className="mt-3 max-h-72 overflow-auto">
              <CheckboxGroup
                id="offreDepartements"
                label={f.departements}
                options={DEPARTMENT_OPTIONS}
                values={state.offreDepartements}
                onChange={(v) => set('offreDepartements', v)}
              />
            </div>
          </details>
        </>
      ) : (
        <TextField
          dense
          id="offreVilleInternational"
          required={required.has('offreVilleInternational')}
          label={f.offreVilleInternational}
          value={state.offreVilleInternational}
          onChange={(v) => set('offreVilleInternational', v)}
          error={errors.offreVilleInternational}
        />
      )}
    </fieldset>
  );
}
