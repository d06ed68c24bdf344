import { candidateRegistrationSchema, recruiterRegistrationSchema, schoolRegistrationSchema, type SignupKind } from '@cep/domain';
import type { z } from 'zod';
import { auth } from '@/lib/i18n/fr/auth';

const t = auth.signup;

export interface SignupField {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
}

const person: SignupField[] = [
  { name: 'prenom', label: t.prenom, autoComplete: 'given-name' },
  { name: 'nom', label: t.nom, autoComplete: 'family-name' },
  { name: 'email', label: t.email, type: 'email', autoComplete: 'email' },
];
const phone: SignupField = { name: 'telephone', label: t.telephone, type: 'tel', autoComplete: 'tel' };

/** What every sign-up gives, whatever its kind: the address and the password the new user is signed in with. */
type Credentials = { email: string; plainPassword: { first: string; second: string } };

/** The three sign-up forms: their fields, in order, and the shared schema each is checked with. */
export const signupForms: Record<SignupKind, { title: string; lead: string; schema: z.ZodType<Credentials>; fields: SignupField[] }> = {
  candidat: {
    ...t.forms.candidat,
    schema: candidateRegistrationSchema,
    fields: person,
  },
  recruteur: {
    ...t.forms.recruteur,
    schema: recruiterRegistrationSchema,
    fields: [
      { name: 'societeRaisonsocial', label: t.raisonSociale, autoComplete: 'organization' },
      { name: 'secteurActivite', label: t.secteurActivite },
      ...person,
      phone,
    ],
  },
  ecole: {
    ...t.forms.ecole,
    schema: schoolRegistrationSchema,
    fields: [{ name: 'ecoleNom', label: t.ecoleNom, autoComplete: 'organization' }, ...person, phone],
  },
};
