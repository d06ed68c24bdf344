import 'server-only';
import type {
  AccountView,
  ContactAnswer,
  FormAnswer,
  PasswordChangeAnswer,
  RecruiterAnswer,
  SubsidiariesAnswer,
  Subsidiary,
  SubsidiaryAnswer,
  SubsidiaryDeleteAnswer,
  TeamAnswer,
  TeamMember,
} from '@cep/domain';
import { cmsGet, cmsPost, cmsSend } from './client';

export type SectionKey = 'utilisateur' | 'entreprise' | 'facturation' | 'etablissement';

const bearer = (jwt: string) => ({ Authorization: `Bearer ${jwt}` });

export async function getAccount(jwt: string): Promise<AccountView | null> {
  return cmsGet<AccountView>('/compte', undefined, bearer(jwt));
}

export async function saveSection(jwt: string, section: SectionKey, data: unknown): Promise<FormAnswer> {
  return (await cmsSend<FormAnswer>('PUT', `/compte/${section}`, data, bearer(jwt))).body;
}

/** A candidate deletes their account, confirmed by the current password. */
export async function deleteCandidateAccount(jwt: string, password: string): Promise<FormAnswer> {
  return (await cmsPost<FormAnswer>('/candidat/compte/suppression', { password }, bearer(jwt))).body;
}

export async function changePassword(jwt: string, data: unknown): Promise<PasswordChangeAnswer> {
  return (await cmsSend<PasswordChangeAnswer>('PUT', '/compte/connexion', data, bearer(jwt))).body;
}

export async function getTeam(jwt: string): Promise<TeamMember[]> {
  return (await cmsGet<TeamAnswer>('/recrutement/recruteurs', undefined, bearer(jwt)))?.recruteurs ?? [];
}

export async function addRecruiter(jwt: string, data: unknown): Promise<RecruiterAnswer> {
  return (await cmsPost<RecruiterAnswer>('/recrutement/nouveau-recruteur', data, bearer(jwt))).body;
}

export async function updateRecruiter(jwt: string, id: number, data: unknown): Promise<RecruiterAnswer> {
  return (await cmsSend<RecruiterAnswer>('PUT', `/recrutement/recruteur/${id}`, data, bearer(jwt))).body;
}

export async function deleteRecruiter(jwt: string, id: number): Promise<number> {
  return (await cmsSend<FormAnswer>('DELETE', `/recrutement/delete/recruteur/${id}`, undefined, bearer(jwt))).status;
}

export async function contactProvider(jwt: string, message: string): Promise<ContactAnswer> {
  return (await cmsPost<ContactAnswer>('/recrutement/contact', { message }, bearer(jwt))).body;
}

export async function getSubsidiaries(jwt: string): Promise<Subsidiary[]> {
  return (await cmsGet<SubsidiariesAnswer>('/recrutement/filiales', undefined, bearer(jwt)))?.filiales ?? [];
}

export async function addSubsidiary(jwt: string, data: unknown): Promise<SubsidiaryAnswer> {
  return (await cmsPost<SubsidiaryAnswer>('/recrutement/add/societefiliale', data, bearer(jwt))).body;
}

export async function deleteSubsidiary(jwt: string, id: string): Promise<SubsidiaryDeleteAnswer> {
  return (
    await cmsSend<SubsidiaryDeleteAnswer>('DELETE', `/recrutement/delete/societefiliale/${encodeURIComponent(id)}`, undefined, bearer(jwt))
  ).body;
}
