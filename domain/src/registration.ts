import { z } from 'zod';
import { messages } from './messages';
import { plainPasswordSchema } from './password';

const required = (max = 120) => z.string({ error: messages.champObligatoire }).trim().min(1, { error: messages.champObligatoire }).max(max);

export const emailSchema = z
  .string({ error: messages.champObligatoire })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: messages.emailInvalide }));

/**
 * Candidate sign-up. The spec shows only `plainPassword` (first/second); the other fields are what a
 * candidate needs to be reachable (decided). Unknown keys are refused: the role never comes from the body.
 */
export const candidateRegistrationSchema = z.strictObject(
  {
    prenom: required(),
    nom: required(),
    email: emailSchema,
    plainPassword: plainPasswordSchema,
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? messages.champNonAutorise : undefined) },
);

export type CandidateRegistration = z.infer<typeof candidateRegistrationSchema>;
