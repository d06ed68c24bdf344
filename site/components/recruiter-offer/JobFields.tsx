'use client';

import { contracts, DURATION_UNITS, hasDuration, OFFER_TITLE_MAX, WORK_STUDY_CONTRACT } from '@cep/domain';
import { recruiterOffer } from '@/lib/i18n/fr/recruiter-offer';
import { Checkbox } from '@/components/forms/Checkbox';
import { CourseChoice } from './CourseChoice';
import { HarvestFields } from './HarvestFields';
import { SelectField } from '@/components/forms/SelectField';
import { RichTextField } from '@/components/forms/RichTextField';
import { TextField } from '@/components/forms/TextField';
import type { StepSectionProps } from './step-one-state';

const f = recruiterOffer.recruiterOffer.fields;

/** Title, contract (which drives the harvest option and the duration) and the three texts, rich text (spec 01 §3). */
export function JobFields({ state, set, setContract, errors, required }: StepSectionProps & { setContract: (c: string) => void }) {
  const duration = hasDuration(Number(state.offreContrat) || undefined);
  return (
    <fieldset className="space-y-4">
      <legend className="text-lg font-semibold text-vin-900">{recruiterOffer.recruiterOffer.sections.job}</legend>
      <TextField
        dense
        id="offreTitre"
        required={required.has('offreTitre')}
        label={f.offreTitre}
        value={state.offreTitre}
        maxLength={OFFER_TITLE_MAX}
        onChange={(v) => set('offreTitre', v.slice(0, OFFER_TITLE_MAX))}
        hint={f.titleCount(state.offreTitre.length)}
        error={errors.offreTitre}
      />
      <SelectField
        dense
        id="offreContrat"
        required={required.has('offreContrat')}
        label={f.offreContrat}
        value={state.offreContrat}
        onChange={setContract}
        placeholder={f.chooseContract}
        options={contracts.map((c) => ({ value: String(c.id), label: c.label }))}
        error={errors.offreContrat}
      />
      {duration && (
        <div className="grid gap-4 sm:grid-cols-[1fr_1fr_2fr] sm:items-end">
          <TextField
            dense
            id="dureeContratValue"
            type="number"
            label={f.dureeContratValue}
            value={state.dureeContratValue}
            onChange={(v) => set('dureeContratValue', v)}
            error={errors.dureeContratValue}
          />
          <SelectField
            dense
            id="dureeContratChoice"
            label={f.dureeContratChoice}
            value={state.dureeContratChoice}
            onChange={(v) => set('dureeContratChoice', v)}
            options={DURATION_UNITS.map((u) => ({ value: u, label: f.units[u] ?? u }))}
            error={errors.dureeContratChoice}
          />
          <Checkbox
            id="emploivendagesaisonier"
            label={f.emploivendagesaisonier}
            checked={state.emploivendagesaisonier}
            onChange={(v) => {
              set('emploivendagesaisonier', v);
              // Ticking « vendanges » before any pay is typed switches the period to the hour, as harvest work is paid.
              if (v && !state.offreRemunerationmin && !state.offreRemunerationmax) set('offreRemunerationPeriode', 'heure');
            }}
            error={errors.emploivendagesaisonier}
          />
        </div>
      )}
      {duration && state.emploivendagesaisonier && <HarvestFields state={state} set={set} errors={errors} required={required} />}
      {state.offreContrat === String(WORK_STUDY_CONTRACT) && (
        <CourseChoice
          value={state.offreFormation}
          label={state.offreFormationLibelle}
          onChange={(id, label) => {
            set('offreFormation', id);
            set('offreFormationLibelle', label);
          }}
          error={errors.offreFormation}
        />
      )}
      <RichTextField
        id="offreTexte"
        variant="offer"
        required={required.has('offreTexte')}
        label={f.offreTexte}
        initialHtml={state.offreTexte}
        onChange={(v) => set('offreTexte', v)}
        error={errors.offreTexte}
      />
      <RichTextField
        id="offreFormationcandidat"
        variant="offer"
        label={f.offreFormationcandidat}
        initialHtml={state.offreFormationcandidat}
        onChange={(v) => set('offreFormationcandidat', v)}
        error={errors.offreFormationcandidat}
      />
      <RichTextField
        id="offreDetailplus"
        variant="offer"
        label={f.offreDetailplus}
        initialHtml={state.offreDetailplus}
        onChange={(v) => set('offreDetailplus', v)}
        error={errors.offreDetailplus}
      />
    </fieldset>
  );
}
