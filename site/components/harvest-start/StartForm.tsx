'use client';

import { useActionState, useState } from 'react';
import { FormAlert } from '@/components/forms/FormAlert';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { TextArea } from '@/components/forms/TextArea';
import { TextField } from '@/components/forms/TextField';
import { confirmStartAction, type StartFormState } from '@/lib/actions/harvest-start';
import { harvestStart } from '@/lib/i18n/fr/harvest-start';

const t = harvestStart.start;

type Values = { date: string; heure: string; lieu: string; aApporter: string };

/**
 * The estate confirms the start, or moves it: prefilled with the start as sent, so a change of place keeps the day.
 * The server action checks it with the cms's schema; the refusal comes back as the field map, nothing typed lost.
 */
export function StartForm({
  offerId,
  initial,
  confirmed,
  preselected,
}: {
  offerId: string;
  initial: Values;
  confirmed: boolean;
  preselected: number;
}) {
  const [state, action, pending] = useActionState<StartFormState, FormData>(confirmStartAction, {});
  const [values, setValues] = useState(initial);
  const set = (key: keyof Values) => (value: string) => setValues((previous) => ({ ...previous, [key]: value }));
  const errors = state.errors ?? {};
  // A move of the day or hour asks everyone again: said before the click, and on the button.
  const kind = !confirmed ? 'premier' : values.date !== initial.date || values.heure !== initial.heure ? 'deplace' : 'precise';
  const message =
    state.code === 200
      ? t.sent(state.prevenus ?? 0, Boolean(state.reset))
      : state.code
        ? (state.message ?? (state.errors ? undefined : t.failed))
        : undefined;

  return (
    <form action={action} className="space-y-4" noValidate>
      <input type="hidden" name="offre" value={offerId} />
      <FormAlert message={message} tone={state.code === 200 ? 'success' : 'danger'} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="demarrage-date"
          name="date"
          type="date"
          label={t.date}
          required
          value={values.date}
          onChange={set('date')}
          error={errors.date}
        />
        <TextField
          id="demarrage-heure"
          name="heure"
          type="time"
          label={t.heure}
          hint={t.heureHint}
          required
          value={values.heure}
          onChange={set('heure')}
          error={errors.heure}
        />
      </div>
      <TextField
        id="demarrage-lieu"
        name="lieu"
        label={t.lieu}
        hint={t.lieuHint}
        required
        maxLength={300}
        value={values.lieu}
        onChange={set('lieu')}
        error={errors.lieu}
      />
      <TextArea
        id="demarrage-a-apporter"
        name="aApporter"
        label={t.aApporter}
        hint={t.aApporterHint}
        rows={3}
        value={values.aApporter}
        onChange={set('aApporter')}
        error={errors.aApporter}
      />
      {kind === 'deplace' && (
        <p id="demarrage-avertissement" className="rounded-lg border border-sarment-100 bg-sarment-50 p-3 text-sm text-stone-800">
          {t.movingWarning}
        </p>
      )}
      <SubmitButton pending={pending} label={t.submit(preselected, kind)} pendingLabel={t.submitting} fullWidth={false} />
    </form>
  );
}
