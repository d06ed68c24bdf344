import 'server-only';
import type { FieldErrors } from '@cep/domain';
import { cmsGet, cmsPost, cmsSend } from './client';

export type SectionKey = 'utilisateur' | 'connexion' | 'entreprise' | 'facturation' | 'etablissement';
type Values = Record<string, string | number | boolean | null>;

export interface AccountView {
  role: string;
  proprietaire: boolean;
  utilisateur: Values;
  entreprise?: Values;
  facturation?: Values;
  etablissement?: Values;
}

export interface TeamMember {
  id: number;
  recruteurNom: string;
  recruteurPrenom: string;
  recruteurFonction: string;
  recruteurMail: string;
  recruteurTel: string;
  proprietaire: boolean;
}

export type SaveAnswer = {
  code: number;
  errors?: FieldErrors;
  jwt?: string;
  refreshToken?: string;
  nom?: string;
  error_mail_login?: boolean;
};

const bearer = (jwt: string) => ({ Authorization: `Bearer ${jwt}` });

export async function getAccount(jwt: string): Promise<AccountView | null> {
  return cmsGet<AccountView>('/compte', undefined, bearer(jwt));
}

export async function saveSection(jwt: string, section: SectionKey, data: unknown): Promise<SaveAnswer> {
  return (await cmsSend<SaveAnswer>('PUT', `/compte/${section}`, data, bearer(jwt))).body;
}

export async function getTeam(jwt: string): Promise<TeamMember[]> {
  return (await cmsGet<{ recruteurs: TeamMember[] }>('/recrutement/recruteurs', undefined, bearer(jwt)))?.recruteurs ?? [];
}

export async function addRecruiter(jwt: string, data: unknown): Promise<SaveAnswer> {
  return (await cmsPost<SaveAnswer>('/recrutement/nouveau-recruteur', data, bearer(jwt))).body;
}

export async function updateRecruiter(jwt: string, id: number, data: unknown): Promise<SaveAnswer> {
  return (await cmsSend<SaveAnswer>('PUT', `/recrutement/recruteur/${id}`, data, bearer(jwt))).body;
}

export async function deleteRecruiter(jwt: string, id: number): Promise<number> {
  return (await cmsSend<SaveAnswer>('DELETE', `/recrutement/delete/recruteur/${id}`, undefined, bearer(jwt))).status;
}

export async function contactProvider(jwt: string, message: string): Promise<SaveAnswer> {
  return (await cmsPost<SaveAnswer>('/recrutement/contact', { message }, bearer(jwt))).body;
}

export interface Subsidiary {
  id: string;
  raisonSociale: string;
  adresse: string;
  codePostal: string;
  ville: string;
  villeInternational: string;
  pays: string;
  telephone: string;
  secteurActivite: string;
  registreMarque: string;
  diffusionMarque: boolean;
}

export async function getSubsidiaries(jwt: string): Promise<Subsidiary[]> {
  return (await cmsGet<{ filiales: Subsidiary[] }>('/recrutement/filiales', undefined, bearer(jwt)))?.filiales ?? [];
}

export async function addSubsidiary(jwt: string, data: unknown): Promise<SaveAnswer> {
  return (await cmsPost<SaveAnswer>('/recrutement/add/societefiliale', data, bearer(jwt))).body;
}

export async function deleteSubsidiary(jwt: string, id: string): Promise<{ code: number; message?: string }> {
  return (
    await cmsSend<{ code: number; message?: string }>(
      'DELETE',
      `/recrutement/delete/societefiliale/${encodeURIComponent(id)}`,
      undefined,
      bearer(jwt),
    )
  ).body;
}
