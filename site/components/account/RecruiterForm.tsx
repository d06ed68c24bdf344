'use client';

import { useState, useTransition, type FormEvent } from 'react';
import { messages, parseForm, recruiterUserSchema, type FieldErrors } from '@cep/domain';
import { BusyButton } from '@/components/forms/BusyButton';
import type { ActionAnswer } from '@/lib/actions/account';
import type { TeamMember } from '@cep/domain';
import { FormAlert } from '@/components/forms/FormAlert';
import { DefinedField } from '@/components/forms/DefinedField';
import type { FieldDef, FormValues } from '@/components/forms/field-defs';
import { account } from '@/lib/i18n/fr/account';

const f = account.account.fields;
const FIELDS: FieldDef[] = [
  { name: 'recruteurPrenom', label: f.prenom, autoComplete: 'off' },
  { name: 'recruteurNom', label: f.nom, autoComplete: 'off' },
  { name: 'recruteurFonction', label: f.fonction, autoComplete: 'off' },
  { name: 'recruteurMail', label: f.email, kind: 'email', autoComplete: 'off' },
  { name: 'recruteurTel', label: f.telephone, kind: 'tel', autoComplete: 'off' },
];

/** Add or update a recruiter user (spec 01 §3 fields); a duplicate e-mail shows under the field and as the general alert. */
export function RecruiterForm({
  idPrefix,
  member,
  submitLabel,
  onSubmit,
  onDone,
}: {
  idPrefix: string;
  member?: TeamMember;
  submitLabel: string;
  onSubmit: (values: FormValues) => Promise<ActionAnswer>;
  onDone: () => void;
}) {
  const [values, setValues] = useState<FormValues>(() =>
    Object.fromEntries(FIELDS.map((f) => [f.name, String(member?.[f.name as keyof TeamMember] ?? '')])),
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, startTransition] = useTransition();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = parseForm(recruiterUserSchema, values);
    if (!parsed.ok) return setErrors(parsed.errors);
    startTransition(async () => {
      const result = await onSubmit(values);
      setErrors(result.errors ?? {});
      if (result.code === 200) onDone();
    });
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <FormAlert message={Object.keys(errors).length ? messages.donneesNonValides : undefined} />
      <div className="grid gap-3 md:grid-cols-2">
        {FIELDS.map((field) => (
          <DefinedField
            key={field.name}
            field={field}
            id={`${idPrefix}-${field.name}`}
            value={values[field.name] ?? ''}
            error={errors[field.name]}
            onChange={(v) => setValues((s) => ({ ...s, [field.name]: v }))}
          />
        ))}
      </div>
      <BusyButton
        type="submit"
        busy={pending}
        className="rounded-full bg-vin-700 px-5 py-2 text-sm font-semibold text-white hover:bg-vin-800"
      >
        {submitLabel}
      </BusyButton>
    </form>
  );
}
