import 'server-only';
import type { CandidateRegistration, FieldErrors } from '@cep/domain';
import { cmsPost } from './client';

type RegistrationAnswer = { code: 200; id: number } | { code: number; errors: FieldErrors };

/** Spec 01 §7: `code` 200 with the new `id`, or a field → message map. */
export async function registerCandidate(data: CandidateRegistration): Promise<RegistrationAnswer> {
  const { body } = await cmsPost<RegistrationAnswer>('/inscription/candidat', data);
  return body;
}
