'use client';

import { candidateContactSchema, requiredKeys, type FieldErrors } from '@cep/domain';
import { RequiredNote } from '@/components/forms/RequiredNote';
import { TextArea } from '@/components/forms/TextArea';
import { TextField } from '@/components/forms/TextField';
import { courses } from '@/lib/i18n/fr/courses';

const t = courses.courseContact;
/** The same for every variant (the page's and the course popup's schemas share these fields). */
const REQUIRED = requiredKeys(candidateContactSchema);

export type ContactValues = { nom: string; prenom: string; email: string; tel: string; message: string };

type Props = {
  values: ContactValues;
  errors: FieldErrors;
  /** A field changed: its value, and its error cleared. */
  onChange: (name: keyof ContactValues, value: string) => void;
  /** Name and e-mail come from the session: shown, not editable (spec 02 §3). */
  prefilled: boolean;
  dense?: boolean;
};

/** The fields every contact form asks (spec 02 §3: nom, prénom, email, tel, message), the page's and the course popup's. */
export function ContactFields({ values, errors, onChange, prefilled, dense }: Props) {
  const set = (name: keyof ContactValues) => (value: string) => onChange(name, value);
  return (
    <>
      <RequiredNote />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          dense={dense}
          id="contact-prenom"
          label={t.prenom}
          value={values.prenom}
          onChange={set('prenom')}
          readOnly={prefilled}
          autoComplete="given-name"
          error={errors.prenom}
          required={REQUIRED.has('prenom')}
        />
        <TextField
          dense={dense}
          id="contact-nom"
          label={t.nom}
          value={values.nom}
          onChange={set('nom')}
          readOnly={prefilled}
          autoComplete="family-name"
          error={errors.nom}
          required={REQUIRED.has('nom')}
        />
      </div>
      <TextField
        dense={dense}
        id="contact-email"
        type="email"
        label={t.email}
        value={values.email}
        onChange={set('email')}
        readOnly={prefilled}
        autoComplete="email"
        error={errors.email}
        required={REQUIRED.has('email')}
      />
      <TextField
        dense={dense}
        id="contact-tel"
        type="tel"
        label={t.tel}
        value={values.tel}
        onChange={set('tel')}
        autoComplete="tel"
        error={errors.tel}
      />
      <TextArea
        dense={dense}
        id="contact-message"
        label={t.message}
        rows={5}
        value={values.message}
        onChange={set('message')}
        error={errors.message}
        required={REQUIRED.has('message')}
      />
    </>
  );
}
