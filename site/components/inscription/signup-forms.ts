import { candidateRegistrationSchema, recruiterRegistrationSchema, schoolRegistrationSchema, type SignupKind } from '@cep/domain';
import type { z } from 'zod';
import { auth } from '@/lib/i18n/fr/auth';
import type { Translation } from '@/lib/i18n/translation';

type SignupLabels = Translation['signup'];
type LabelKey = 'prenom' | 'nom' | 'email' | 'telephone' | 'raisonSociale' | 'secteurActivite' | 'ecoleNom';

export interface SignupField {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
}

type FieldDef = Omit<SignupField, 'label'> & { label: LabelKey };

const person: FieldDef[] = [
  { name: 'prenom', label: 'prenom', autoComplete: 'given-name' },
  { name: 'nom', label: 'nom', autoComplete: 'family-name' },
  { name: 'email', label: 'email', type: 'email', autoComplete: 'email' },
];
const phone: FieldDef = { name: 'telephone', label: 'telephone', type: 'tel', autoComplete: 'tel' };

/** What every sign-up gives, whatever its kind: the address and the password the new user is signed in with. */
type Credentials = { email: string; plainPassword: { first: string; second: string } };

const FORMS: Record<SignupKind, { schema: z.ZodType<Credentials>; fields: FieldDef[] }> = {
  candidat: { schema: candidateRegistrationSchema, fields: person },
  recruteur: {
    schema: recruiterRegistrationSchema,
    fields: [
      { name: 'societeRaisonsocial', label: 'raisonSociale', autoComplete: 'organization' },
      { name: 'secteurActivite', label: 'secteurActivite' },
      ...person,
      phone,
    ],
  },
  ecole: {
    schema: schoolRegistrationSchema,
    fields: [{ name: 'ecoleNom', label: 'ecoleNom', autoComplete: 'organization' }, ...person, phone],
  },
};

/** A sign-up form: its title and lead, its fields in order with their labels, in a language's words. */
export function signupForm(kind: SignupKind, words: SignupLabels = auth.signup) {
  return {
    ...words.forms[kind],
    schema: FORMS[kind].schema,
    fields: FORMS[kind].fields.map((field): SignupField => ({ ...field, label: words[field.label] })),
  };
}

/** The French forms, as the home page's popups and every French page draw them. */
export const signupForms: Record<SignupKind, ReturnType<typeof signupForm>> = {
  candidat: signupForm('candidat'),
  recruteur: signupForm('recruteur'),
  ecole: signupForm('ecole'),
};

/** What a sign-up form says besides its fields' labels: plain strings, from the server to the browser. */
export function signupWords(kind: SignupKind, t: Pick<Translation, 'signup' | 'forms'>) {
  return {
    labels: Object.fromEntries(signupForm(kind, t.signup).fields.map((f) => [f.name, f.label])),
    submit: t.signup.submit,
    submitting: t.signup.submitting,
    required: t.forms.required,
  };
}
export type SignupWords = ReturnType<typeof signupWords>;
