import { z } from '../zod';
import type { EmailConfirmationAnswer } from '../responses/auth';
import type { RegistrationAnswer } from '../responses/inscription';
import { queryText } from './fields';
import { route } from './route';

/**
 * A sign-up form as it travels: what it carries beside its fields is read apart and never refused — the visit's
 * campaigns (`campagne`, a malformed one dropped), the page the sign-up served (`retour`, kept only as a path of
 * the site) and the site's language (`langue`: a candidate's e-mails follow it, anything else is French) — then the
 * fields are checked by the role's strict schema (`candidateRegistrationSchema`, `recruiterRegistrationSchema`,
 * `schoolRegistrationSchema`), which refuses any other key.
 */
export const registrationRequest = z.looseObject({
  campagne: z.unknown().optional(),
  retour: z.unknown().optional(),
  langue: z.unknown().optional(),
});

/** Sign-up says whether an address is taken (spec): throttled per address and per client (issue #10). */
const signup = {
  access: { public: true },
  body: registrationRequest,
  refusals: [400],
  throttle: { rule: 'signup' },
} as const;

/** Sign-up (spec 01 §7): one route per role, and the confirmation e-mail's link. */
export const inscriptionRoutes = {
  candidat: route<RegistrationAnswer>()({
    method: 'POST',
    path: '/inscription/candidat',
    summary: 'A candidate signs up; the confirmation link is e-mailed.',
    ...signup,
  }),
  recruteur: route<RegistrationAnswer>()({
    method: 'POST',
    path: '/inscription/recruteur',
    summary: 'A recruiter signs up and opens the company account they own.',
    ...signup,
  }),
  ecole: route<RegistrationAnswer>()({
    method: 'POST',
    path: '/inscription/ecole',
    summary: 'A school’s user signs up and opens the school account they own.',
    ...signup,
  }),
  confirmation: route<EmailConfirmationAnswer>()({
    method: 'GET',
    path: '/inscription/confirmation',
    summary: 'The confirmation e-mail’s link: `code` 200 once the address is confirmed, 404 (in a 200) for a spent or unknown token.',
    access: { public: true },
    query: z.object({ token: queryText(512) }),
  }),
};
