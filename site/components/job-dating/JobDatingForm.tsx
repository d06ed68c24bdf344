'use client';

import { useActionState } from 'react';
import { FormAlert } from '@/components/forms/FormAlert';
import { SelectField } from '@/components/forms/SelectField';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { TextArea } from '@/components/forms/TextArea';
import { TextField } from '@/components/forms/TextField';
import { createJobDatingAction, type JobDatingFormState } from '@/lib/actions/job-dating';
import { jobDating } from '@/lib/i18n/fr/job-dating';

const t = jobDating.jobDating;
const DEFAULTS: Record<string, string> = { debut: '09:00', fin: '12:00', dureeCreneau: '30', capacite: '4' };

/**
 * « Publier une journée »: the day, the place, the hours cut into slots of a length, so many people each. Uncontrolled
 * fields, drawn again from what was sent after a refusal: nothing typed is lost, before hydration either.
 */
export function JobDatingForm({ base, slotMinutes }: { base: string; slotMinutes: readonly number[] }) {
  const [state, action, pending] = useActionState<JobDatingFormState, FormData>(createJobDatingAction, {});
  const errors = state.errors ?? {};
  const value = (name: string) => state.values?.[name] ?? DEFAULTS[name] ?? '';
  const field = (name: string, label: string, type: 'text' | 'date' | 'time' | 'number' = 'text') => (
    <TextField id={`jd-${name}`} name={name} type={type} label={label} required defaultValue={value(name)} error={errors[name]} />
  );
  return (
    <form action={action} className="mt-4 space-y-4 rounded-xl border border-sarment-100 bg-white p-4 shadow-sm">
      <input type="hidden" name="base" value={base} />
      {field('titre', t.titre)}
      <div className="grid gap-4 sm:grid-cols-2">
        {field('date', t.date, 'date')}
        {field('lieu', t.lieu)}
        {field('debut', t.debut, 'time')}
        {field('fin', t.fin, 'time')}
        {/* Keyed on what was sent: a select's default is read once, drawn again after a refusal. */}
        <SelectField
          key={value('dureeCreneau')}
          id="jd-dureeCreneau"
          name="dureeCreneau"
          label={t.dureeCreneau}
          required
          options={slotMinutes.map((n) => ({ value: String(n), label: t.minutes(n) }))}
          defaultValue={value('dureeCreneau')}
          error={errors.dureeCreneau}
        />
        {field('capacite', t.capacite, 'number')}
      </div>
      <TextArea
        id="jd-description"
        name="description"
        label={t.description}
        defaultValue={value('description')}
        error={errors.description}
      />
      <SubmitButton pending={pending} label={t.create} pendingLabel={t.creating} fullWidth={false} />
      <FormAlert message={state.code && state.code !== 400 ? (state.message ?? t.failed) : undefined} tone="danger" />
    </form>
  );
}
