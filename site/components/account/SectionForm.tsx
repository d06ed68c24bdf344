'use client';

import { useCallback, useState, useTransition, type FormEvent } from 'react';
import { messages, parseForm, requiredKeys, type FieldErrors } from '@cep/domain';
import { BusyButton } from '@/components/forms/BusyButton';
import { saveSectionAction } from '@/lib/actions/account';
import { Checkbox } from '@/components/forms/Checkbox';
import { DefinedField } from '@/components/forms/DefinedField';
import { RequiredNote } from '@/components/forms/RequiredNote';
import type { FormValues } from '@/components/forms/field-defs';
import { account } from '@/lib/i18n/fr/account';
import { BILLING_DIFFERS, LOGIN_EMAIL, SECTIONS, type SectionDef } from './sections';
import { Toast, type ToastMessage } from './Toast';

/**
 * Values as the schemas expect them: hidden fields left out (a hidden billing block is not sent), empty
 * numbers and countries left to their defaults, the school's flag stored the other way round.
 */
function payload(section: SectionDef, values: FormValues): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of section.fields) {
    if (field.showWhen && !field.showWhen(values)) continue;
    const value = values[field.name];
    const empty = value === '' || value === undefined;
    if (field.kind === 'number' || field.kind === 'country')
      out[field.name] = empty ? undefined : field.kind === 'number' ? Number(value) : value;
    else out[field.name] = value ?? '';
  }
  if (section.toggle) out[section.toggle.field] = section.toggle.invert ? !values[BILLING_DIFFERS] : values[BILLING_DIFFERS] === true;
  return out;
}

/** One section of "Mon compte": checked by the shared schema here, then by the cms; a toast tells the outcome. */
export function SectionForm({ sectionKey, initial }: { sectionKey: SectionDef['key']; initial: FormValues }) {
  const section = SECTIONS[sectionKey];
  const [values, setValues] = useState<FormValues>(initial);
  const required = new Set([...requiredKeys(section.schema), ...(section.alsoRequired?.(values) ?? [])]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const [pending, startTransition] = useTransition();
  const closeToast = useCallback(() => setToast(null), []);

  const set = (name: string) => (value: string) => setValues((v) => ({ ...v, [name]: value }));

  function toggle(checked: boolean) {
    if (!section.toggle) return;
    const cleared = Object.fromEntries(section.toggle.block.map((name) => [name, '']));
    setValues((v) => ({ ...v, ...cleared, [BILLING_DIFFERS]: checked }));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = payload(section, values);
    const parsed = parseForm(section.schema, data);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      setToast({ title: section.title, text: messages.modificationEchec, tone: 'danger' });
      return;
    }
    startTransition(async () => {
      const answer = await saveSectionAction(section.path, data);
      setErrors(answer.errors ?? {});
      const saved = answer.code === 200;
      // A new login address waits for its confirmation link: the form shows the address still in use.
      if (saved && answer.message) setValues((v) => ({ ...v, email: v[LOGIN_EMAIL] ?? '', currentPassword: '' }));
      setToast({
        title: section.title,
        text: saved ? (answer.message ?? messages.modificationReussie) : messages.modificationEchec,
        tone: saved ? 'success' : 'danger',
      });
    });
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <h2 className="text-lg font-semibold">{section.title}</h2>
      {required.size > 0 && <RequiredNote />}
      {section.toggle && (
        <Checkbox
          id={`${sectionKey}-${BILLING_DIFFERS}`}
          label={section.toggle.label}
          checked={values[BILLING_DIFFERS] === true}
          onChange={toggle}
        />
      )}
      <div className="grid gap-4 md:grid-cols-2">
        {section.fields
          .filter((field) => !field.showWhen || field.showWhen(values))
          .map((field) => (
            <DefinedField
              key={field.name}
              field={field}
              id={`${sectionKey}-${field.name}`}
              value={values[field.name] ?? ''}
              error={errors[field.name]}
              required={required.has(field.name)}
              onChange={set(field.name)}
              onPlace={(place) => setValues((v) => ({ ...v, ...place }))}
              values={values}
            />
          ))}
      </div>
      <BusyButton type="submit" busy={pending} className="rounded-full bg-vin-700 px-5 py-2 font-semibold text-white hover:bg-vin-800">
        {pending ? account.account.saving : account.account.save}
      </BusyButton>
      <Toast toast={toast} onClose={closeToast} />
    </form>
  );
}
