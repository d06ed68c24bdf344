'use client';

import { useRouter } from 'next/navigation';
import { useRef, useState, useTransition, type FormEvent } from 'react';
import {
  ALERT_FREQUENCIES,
  ALERT_FREQUENCY_LABELS,
  DOMAINS,
  EXPERIENCE_LEVELS,
  HARVEST_SEARCH_FLAGS,
  isHarvestSearchFlag,
  RADIUS_CHOICES_KM,
  STUDY_LEVELS,
  messages,
  type AlertCriteria,
  type AlertFrequency,
  type FieldErrors,
} from '@cep/domain';
import { Checkbox, CheckboxGroup, RadioGroup } from '@/components/forms/Checkbox';
import { FormAlert } from '@/components/forms/FormAlert';
import { SelectField } from '@/components/forms/SelectField';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { TextField } from '@/components/forms/TextField';
import { errorOf, useFocusFirstError } from '@/components/candidate-cv/focus';
import { ZonePicker, type Zone } from '@/components/candidate-cv/ZonePicker';
import { saveAlertAction } from '@/lib/actions/alerts';
import { alerts } from '@/lib/i18n/fr/alerts';
import { choiceOptions, CONTRACT_OPTIONS } from '@/lib/options';

const t = alerts.alerts.form;
const ORDER: ReadonlyArray<[string, string]> = [
  ['motCle', 'motCle'],
  ['zonegeo', 'zonegeo'],
  ['rayon', 'rayon'],
];

export interface AlertFormValues {
  criteres: AlertCriteria;
  zones: Zone[];
  frequence: AlertFrequency;
}

/**
 * The alert-saving page's form (spec 02 §2, §3): keyword, zones, filters, how often. A refusal keeps every
 * value and says why under the field (or above the form: nothing to watch, the same search twice).
 */
export function AlertForm({ id, initial }: { id: string | null; initial: AlertFormValues }) {
  const router = useRouter();
  const scope = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(initial.criteres);
  const [zones, setZones] = useState(initial.zones);
  const [frequence, setFrequence] = useState(initial.frequence);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, startTransition] = useTransition();
  useFocusFirstError(scope, errors, ORDER);

  const set = <K extends keyof AlertCriteria>(key: K, value: AlertCriteria[K]) => setValues((v) => ({ ...v, [key]: value }));
  const ids = (list: number[]) => list.map(String);
  const numbers = (list: string[]) => list.map(Number);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    startTransition(async () => {
      // Harvest filters go with the harvest filter: unticking it drops them.
      const saison = values.vendanges ? values.saison : [];
      const form = { ...values, saison, motCle: values.motCle ?? '', zonegeo: zones.map((z) => z.id), frequence };
      const answer = await saveAlertAction(id, form).catch(() => ({ code: 500 }));
      if (answer.code === 200) {
        router.push('/candidat/alerte');
        return;
      }
      setErrors('errors' in answer && answer.errors ? answer.errors : { _form: messages.alerteEchec });
    });
  };

  return (
    <form ref={scope} onSubmit={submit} noValidate className="mt-6 space-y-6">
      <div aria-live="assertive">{errors._form && <FormAlert message={errors._form} />}</div>
      <TextField
        id="motCle"
        label={t.motCle}
        value={values.motCle ?? ''}
        onChange={(v) => set('motCle', v)}
        maxLength={200}
        error={errors.motCle}
      />
      <ZonePicker id="zonegeo" zones={zones} onChange={setZones} error={errorOf(errors, 'zonegeo')} />
      {zones.some((z) => z.id.startsWith('vil')) && (
        <SelectField
          id="rayon"
          label={t.rayon}
          value={String(values.rayon)}
          onChange={(v) => set('rayon', Number(v))}
          options={RADIUS_CHOICES_KM.map((km) => ({ value: String(km), label: t.km(km) }))}
          error={errors.rayon}
        />
      )}
      <CheckboxGroup
        id="contrats"
        label={t.contrats}
        options={CONTRACT_OPTIONS}
        values={ids(values.contrats)}
        onChange={(v) => set('contrats', numbers(v))}
        error={errorOf(errors, 'contrats')}
      />
      <CheckboxGroup
        id="domaines"
        label={t.domaines}
        options={choiceOptions(DOMAINS)}
        values={ids(values.domaines)}
        onChange={(v) => set('domaines', numbers(v))}
      />
      <CheckboxGroup
        id="experience"
        label={t.experience}
        options={choiceOptions(EXPERIENCE_LEVELS)}
        values={ids(values.experience)}
        onChange={(v) => set('experience', numbers(v))}
      />
      <CheckboxGroup
        id="niveaux"
        label={t.niveaux}
        options={choiceOptions(STUDY_LEVELS)}
        values={ids(values.niveaux)}
        onChange={(v) => set('niveaux', numbers(v))}
      />
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-stone-800">{t.filters}</legend>
        <Checkbox id="vendanges" label={t.vendanges} checked={values.vendanges} onChange={(v) => set('vendanges', v)} />
        <Checkbox id="teletravail" label={t.teletravail} checked={values.teletravail} onChange={(v) => set('teletravail', v)} />
      </fieldset>
      {values.vendanges && (
        // What a picker looks for (issue #40), shown with the harvest filter it narrows.
        <CheckboxGroup
          id="saison"
          label={t.saison}
          options={HARVEST_SEARCH_FLAGS.map((flag) => ({ value: flag.param, label: flag.label }))}
          values={values.saison}
          onChange={(v) => set('saison', v.filter(isHarvestSearchFlag))}
        />
      )}
      <RadioGroup
        id="frequence"
        label={t.frequence}
        options={ALERT_FREQUENCIES.map((f) => ({ value: f, label: ALERT_FREQUENCY_LABELS[f] }))}
        value={frequence}
        onChange={(v) => setFrequence(v as AlertFrequency)}
      />
      <SubmitButton pending={pending} label={t.save} pendingLabel={t.save} />
    </form>
  );
}
