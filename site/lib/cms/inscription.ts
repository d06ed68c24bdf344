import 'server-only';
import type { RegistrationAnswer } from '@cep/domain';
import { visitorHeaders } from './auth';
import { cmsPost } from './client';

export type SignupKind = 'candidat' | 'recruteur' | 'ecole';

/** Spec 01 §7: `code` 200 with the new `id`, or a field → message map. The endpoint chooses the role. */
export async function register(kind: SignupKind, data: unknown): Promise<RegistrationAnswer> {
  const { body } = await cmsPost<RegistrationAnswer>(`/inscription/${kind}`, data, await visitorHeaders());
  return body;
}
