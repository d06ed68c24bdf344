import { candidateRegistrationSchema, recruiterRegistrationSchema, schoolRegistrationSchema } from '@cep/domain';
import type { z } from 'zod';
import type { SignupKind } from '@/lib/cms';

export interface SignupField {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
}

const person: SignupField[] = [
  { name: 'prenom', label: 'Prénom', autoComplete: 'given-name' },
  { name: 'nom', label: 'Nom', autoComplete: 'family-name' },
  { name: 'email', label: 'Adresse e-mail', type: 'email', autoComplete: 'email' },
];
const phone: SignupField = { name: 'telephone', label: 'Téléphone (facultatif)', type: 'tel', autoComplete: 'tel' };

/** The three sign-up forms: their fields, in order, and the shared schema each is checked with. */
export const signupForms: Record<SignupKind, { title: string; lead: string; schema: z.ZodType; fields: SignupField[] }> = {
  candidat: {
    title: 'Créer mon compte candidat',
    lead: 'Postulez aux offres, suivez vos candidatures et recevez des alertes.',
    schema: candidateRegistrationSchema,
    fields: person,
  },
  recruteur: {
    title: 'Créer mon compte recruteur',
    lead: 'Publiez vos offres, recevez les candidatures et gérez votre équipe de recruteurs.',
    schema: recruiterRegistrationSchema,
    fields: [
      { name: 'societeRaisonsocial', label: 'Raison sociale', autoComplete: 'organization' },
      { name: 'secteurActivite', label: "Secteur d'activité" },
      ...person,
      phone,
    ],
  },
  ecole: {
    title: 'Créer mon compte école',
    lead: 'Présentez votre établissement, vos formations et vos événements.',
    schema: schoolRegistrationSchema,
    fields: [{ name: 'ecoleNom', label: "Nom de l'établissement", autoComplete: 'organization' }, ...person, phone],
  },
};
