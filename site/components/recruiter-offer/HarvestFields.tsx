'use client';

import { HARVEST_AGE_MAX, HARVEST_AGE_MIN, HARVEST_HOUSING, HARVEST_JOBS, HARVEST_MEALS, HARVEST_TRANSPORT } from '@cep/domain';
import { Checkbox, CheckboxGroup, RadioGroup } from '@/components/forms/Checkbox';
import { TextField } from '@/components/forms/TextField';
import { recruiterOffer } from '@/lib/i18n/fr/recruiter-offer';
import type { HarvestFormState, StepSectionProps } from './step-one-state';

const h = recruiterOffer.recruiterOffer.harvest;
const options = (list: ReadonlyArray<{ key: string; label: string }>) => list.map((item) => ({ value: item.key, label: item.label }));

/**
 * What a picker needs to know of a harvest offer (issue #40 item 1), shown once « vendanges » is ticked: the window
 * of start (picking starts when the grapes are ready), the length, the positions, the jobs, housing, meals,
 * transport, the minimum age and whether a first season is welcome. Publication requires what is starred.
 */
export function HarvestFields({ state, set, errors }: StepSectionProps) {
  const v = state.vendanges;
  const put = <K extends keyof HarvestFormState>(key: K, value: HarvestFormState[K]) => set('vendanges', { ...v, [key]: value });
  const error = (key: keyof HarvestFormState) => errors[`vendanges.${key}`];
  const field = (key: keyof HarvestFormState) => `vendanges-${key}`;
  return (
    <fieldset className="space-y-4 rounded-lg border border-vin-100 bg-vin-50/40 p-4">
      <legend className="px-1 text-lg font-semibold text-vin-900">{h.legend}</legend>
      <p className="text-sm text-stone-700">{h.lead}</p>
      <TextField
        dense
        id={field('fenetre')}
        label={h.fenetre}
        hint={h.fenetreHint}
        maxLength={80}
        value={v.fenetre}
        onChange={(value) => put('fenetre', value)}
        error={error('fenetre')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          dense
          required
          type="date"
          id={field('debutAuPlusTot')}
          label={h.debutAuPlusTot}
          value={v.debutAuPlusTot}
          onChange={(value) => put('debutAuPlusTot', value)}
          error={error('debutAuPlusTot')}
        />
        <TextField
          dense
          required
          type="date"
          id={field('debutAuPlusTard')}
          label={h.debutAuPlusTard}
          value={v.debutAuPlusTard}
          onChange={(value) => put('debutAuPlusTard', value)}
          error={error('debutAuPlusTard')}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          dense
          required
          type="number"
          inputMode="numeric"
          id={field('dureeJours')}
          label={h.dureeJours}
          value={v.dureeJours}
          onChange={(value) => put('dureeJours', value)}
          error={error('dureeJours')}
        />
        <TextField
          dense
          required
          type="number"
          inputMode="numeric"
          id={field('postes')}
          label={h.postes}
          value={v.postes}
          onChange={(value) => put('postes', value)}
          error={error('postes')}
        />
        <TextField
          dense
          type="number"
          inputMode="numeric"
          id={field('postesPourvus')}
          label={h.postesPourvus}
          value={v.postesPourvus}
          onChange={(value) => put('postesPourvus', value)}
          error={error('postesPourvus')}
        />
      </div>
      <CheckboxGroup
        required
        id={field('metiers')}
        label={h.metiers}
        options={options(HARVEST_JOBS)}
        values={v.metiers}
        onChange={(value) => put('metiers', value)}
        error={error('metiers')}
      />
      <RadioGroup
        required
        id={field('logement')}
        label={h.logement}
        options={options(HARVEST_HOUSING)}
        value={v.logement}
        onChange={(value) => put('logement', value)}
        error={error('logement')}
      />
      {v.logement && v.logement !== 'aucun' && (
        <TextField
          dense
          required
          type="number"
          inputMode="numeric"
          id={field('logementPlaces')}
          label={h.logementPlaces}
          value={v.logementPlaces}
          onChange={(value) => put('logementPlaces', value)}
          error={error('logementPlaces')}
        />
      )}
      <CheckboxGroup
        id={field('repas')}
        label={h.repas}
        options={options(HARVEST_MEALS)}
        values={v.repas}
        onChange={(value) => put('repas', value)}
        error={error('repas')}
      />
      <RadioGroup
        required
        id={field('transport')}
        label={h.transport}
        options={options(HARVEST_TRANSPORT)}
        value={v.transport}
        onChange={(value) => put('transport', value)}
        error={error('transport')}
      />
      {v.transport && v.transport !== 'aucun' && (
        <TextField
          dense
          id={field('transportPrecision')}
          label={v.transport === 'ramassage' ? h.ramassage : h.navette}
          maxLength={160}
          value={v.transportPrecision}
          onChange={(value) => put('transportPrecision', value)}
          error={error('transportPrecision')}
        />
      )}
      <div className="grid gap-4 sm:grid-cols-2 sm:items-end">
        <TextField
          dense
          type="number"
          inputMode="numeric"
          id={field('ageMinimum')}
          label={h.ageMinimum(HARVEST_AGE_MIN, HARVEST_AGE_MAX)}
          value={v.ageMinimum}
          onChange={(value) => put('ageMinimum', value)}
          error={error('ageMinimum')}
        />
        <Checkbox
          id={field('premiereSaison')}
          label={h.premiereSaison}
          checked={v.premiereSaison}
          onChange={(value) => put('premiereSaison', value)}
        />
      </div>
    </fieldset>
  );
}
