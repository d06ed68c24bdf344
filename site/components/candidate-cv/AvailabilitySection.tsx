'use client';

import { useState, useTransition, type FormEvent } from 'react';
import {
  AVAILABILITY_PERIODS_MAX,
  AVAILABILITY_RADII_KM,
  messages,
  REGIONS,
  type FieldErrors,
  type HarvestAvailability,
} from '@cep/domain';
import { CheckboxGroup, Checkbox } from '@/components/forms/Checkbox';
import { FormAlert } from '@/components/forms/FormAlert';
import { PlaceAutocomplete } from '@/components/forms/PlaceAutocomplete';
import { SelectField } from '@/components/forms/SelectField';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { TextField } from '@/components/forms/TextField';
import { saveAvailabilityAction } from '@/lib/actions/candidate-cv';
import { candidate } from '@/lib/i18n/fr/candidate';

const t = candidate.candidateCv.availability;
const REGION_OPTIONS = REGIONS.map((region) => ({ value: region.code, label: region.nom }));
const RADIUS_OPTIONS = AVAILABILITY_RADII_KM.map((km) => ({ value: String(km), label: t.radiusKm(km) }));

type Values = {
  periodes: Array<{ du: string; au: string }>;
  regions: string[];
  commune: string;
  communeNom: string;
  rayonKm: string;
  logementPropre: boolean;
  vehicule: boolean;
  saisons: string;
};

const valuesOf = (v: HarvestAvailability | null): Values => ({
  periodes: Array.from({ length: AVAILABILITY_PERIODS_MAX }, (_, i) => v?.periodes[i] ?? { du: '', au: '' }),
  regions: v?.regions ?? [],
  commune: v?.commune ?? '',
  communeNom: v?.communeNom ?? '',
  rayonKm: v?.rayonKm ? String(v.rayonKm) : '',
  logementPropre: v?.logementPropre ?? false,
  vehicule: v?.vehicule ?? false,
  saisons: v?.saisons === undefined ? '' : String(v.saisons),
});

/**
 * « Mes disponibilités pour les vendanges » (issue #40 item 3): stated once on the CV, sent with each harvest
 * application. Periods left empty are dropped; an empty form clears it.
 */
export function AvailabilitySection({ initial }: { initial: HarvestAvailability | null }) {
  const [values, setValues] = useState(() => valuesOf(initial));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [notice, setNotice] = useState<{ text: string; tone: 'danger' | 'success' }>();
  const [pending, startTransition] = useTransition();
  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((previous) => ({ ...previous, [key]: value }));
  const setPeriod = (i: number, key: 'du' | 'au', value: string) =>
    set(
      'periodes',
      values.periodes.map((p, j) => (j === i ? { ...p, [key]: value } : p)),
    );

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const filled = values.periodes.filter((p) => p.du || p.au);
    const body = {
      periodes: filled,
      regions: values.regions,
      commune: values.commune,
      rayonKm: values.rayonKm,
      logementPropre: values.logementPropre,
      vehicule: values.vehicule,
      saisons: values.saisons,
    };
    startTransition(async () => {
      const answer = await saveAvailabilityAction(body).catch(() => null);
      if (answer?.code !== 200) {
        // Errors of the periods kept are numbered as the form shows them: the empty ones were dropped before.
        const shown = Object.fromEntries(
          Object.entries(answer?.errors ?? {}).map(([key, message]) => {
            const match = /^periodes\.(\d+)\.(du|au)$/.exec(key);
            return [match ? `periodes.${values.periodes.indexOf(filled[Number(match[1])]!)}.${match[2]}` : key, message];
          }),
        );
        setErrors(shown);
        setNotice({
          text: answer?.message ?? (answer?.errors ? messages.donneesNonValides : candidate.candidateCv.failed),
          tone: 'danger',
        });
        return;
      }
      setErrors({});
      const empty =
        !filled.length && !values.regions.length && !values.commune && !values.logementPropre && !values.vehicule && !values.saisons;
      setNotice({ text: empty ? t.cleared : t.saved, tone: 'success' });
    });
  }

  return (
    <section aria-labelledby="cv-vendanges-heading" className="space-y-4 rounded-xl border border-sarment-100 bg-white p-6">
      <h2 id="cv-vendanges-heading" className="text-lg font-semibold text-stone-900">
        {t.title}
      </h2>
      <p className="text-sm text-stone-700">{t.intro}</p>
      <form onSubmit={save} className="space-y-4" noValidate>
        <FormAlert message={notice?.text} tone={notice?.tone} />
        <fieldset className="space-y-3">
          <legend className="text-sm font-medium text-stone-800">{t.periodsLegend}</legend>
          {values.periodes.map((period, i) => (
            <div key={i} className="grid gap-3 sm:grid-cols-2">
              <TextField
                id={`dispo-du-${i}`}
                type="date"
                label={t.from(i + 1)}
                value={period.du}
                onChange={(v) => setPeriod(i, 'du', v)}
                error={errors[`periodes.${i}.du`]}
              />
              <TextField
                id={`dispo-au-${i}`}
                type="date"
                label={t.to(i + 1)}
                value={period.au}
                onChange={(v) => setPeriod(i, 'au', v)}
                error={errors[`periodes.${i}.au`]}
              />
            </div>
          ))}
        </fieldset>
        <CheckboxGroup
          id="dispo-regions"
          label={t.regions}
          options={REGION_OPTIONS}
          values={values.regions}
          onChange={(v) => set('regions', v)}
          error={errors.regions}
        />
        <div className="grid gap-3 sm:grid-cols-2">
          <PlaceAutocomplete
            id="dispo-commune"
            label={t.commune}
            source="villes"
            stripPrefix
            defaultValue={values.commune}
            defaultLabel={values.communeNom}
            onChange={(code) => set('commune', code)}
            error={errors.commune}
          />
          <SelectField
            id="dispo-rayon"
            label={t.radius}
            placeholder={t.radiusNone}
            value={values.rayonKm}
            onChange={(v) => set('rayonKm', v)}
            options={RADIUS_OPTIONS}
            error={errors.rayonKm}
          />
        </div>
        <Checkbox id="dispo-logement" label={t.ownLodging} checked={values.logementPropre} onChange={(v) => set('logementPropre', v)} />
        <Checkbox id="dispo-vehicule" label={t.vehicle} checked={values.vehicule} onChange={(v) => set('vehicule', v)} />
        <TextField
          id="dispo-saisons"
          type="number"
          inputMode="numeric"
          label={t.seasons}
          value={values.saisons}
          onChange={(v) => set('saisons', v)}
          error={errors.saisons}
        />
        <SubmitButton pending={pending} label={t.save} pendingLabel={t.saving} fullWidth={false} />
      </form>
    </section>
  );
}
