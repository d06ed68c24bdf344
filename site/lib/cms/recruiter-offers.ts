import 'server-only';
import type { Basket, CreditBalance, FieldErrors, OfferState } from '@cep/domain';
import { cmsGet, cmsSend, cmsUpload } from './client';

const bearer = (jwt: string) => ({ Authorization: `Bearer ${jwt}` });

export type StepOneValues = Record<string, unknown> & {
  offreTitre: string;
  offreContrat: number | null;
  offreVille: string;
  offreVilleLibelle: string;
  photocouverture: string | null;
};

export interface StepOneView {
  offre: StepOneValues & { id: string; etat: OfferState; motifRefus: string | null; modifiable: boolean };
  route: string;
}

export interface StepTwoView {
  offre: {
    id: string;
    titre: string;
    etat: OfferState;
    modifiable: boolean;
    stage: boolean;
    societe: string;
    offreModeReception: 'url' | 'mail';
    offrePostuleurl: string;
    offreMail: string;
    options: number[];
  };
  societes: Array<{ id: string; nom: string; description: string; nombreSalaries: number | null }>;
  route: string;
}

export interface CheckoutView {
  offre: { id: string; titre: string; etat: OfferState };
  etape: 1 | 2 | 3;
  gratuite: boolean;
  credits: CreditBalance;
  panier: Basket;
  publiable: boolean;
  message?: string;
  route: string;
}

export interface RecruiterOfferCard {
  id: string;
  titre: string;
  contrat: { id: number | null; libelle: string };
  etat: OfferState;
  etatLibelle: string;
  ville: string;
  societe: string;
  etape: number;
  datePublication: string | null;
  dateExpiration: string | null;
  dateSuspension: string | null;
  motifRefus: string | null;
  candidatures: number;
  actions: string[];
}

export interface RecruiterOfferList {
  offres: RecruiterOfferCard[];
  compteurs: Record<OfferState, number>;
}

export type OfferAnswer = { code: number; id?: string; errors?: FieldErrors; message?: string; url?: string; etat?: OfferState };

export const getRecruiterOffers = (jwt: string, query: Record<string, string | undefined>) =>
  cmsGet<RecruiterOfferList>('/recrutement/offres', query, bearer(jwt));

export const getStepOne = (jwt: string, id: string) =>
  cmsGet<StepOneView>(`/recrutement/offre/description-offre/${encodeURIComponent(id)}`, undefined, bearer(jwt));
export const getStepTwo = (jwt: string, id: string) =>
  cmsGet<StepTwoView>(`/recrutement/offre/${encodeURIComponent(id)}/description-entreprise`, undefined, bearer(jwt));
export const getCheckout = (jwt: string, id: string) =>
  cmsGet<CheckoutView>(`/recrutement/offre/${encodeURIComponent(id)}/paiement`, undefined, bearer(jwt));

export async function saveStepOne(jwt: string, id: string | null, data: unknown): Promise<OfferAnswer> {
  const path = id ? `/recrutement/offre/description-offre/${encodeURIComponent(id)}` : '/recrutement/offre/description-offre';
  return (await cmsSend<OfferAnswer>(id ? 'PUT' : 'POST', path, data, bearer(jwt))).body;
}

export async function saveStepTwo(jwt: string, id: string, data: unknown): Promise<OfferAnswer> {
  return (await cmsSend<OfferAnswer>('PUT', `/recrutement/offre/${encodeURIComponent(id)}/description-entreprise`, data, bearer(jwt))).body;
}

export async function publishOffer(jwt: string, id: string): Promise<OfferAnswer> {
  return (await cmsSend<OfferAnswer>('POST', `/recrutement/offre/${encodeURIComponent(id)}/paiement`, undefined, bearer(jwt))).body;
}

export async function changeOfferStatus(jwt: string, id: string, action: string): Promise<OfferAnswer> {
  return (
    await cmsSend<OfferAnswer>(
      'POST',
      `/recrutement/offre/update/${encodeURIComponent(id)}/${encodeURIComponent(action)}`,
      undefined,
      bearer(jwt),
    )
  ).body;
}

export async function deleteOffer(jwt: string, id: string): Promise<number> {
  return (await cmsSend<OfferAnswer>('DELETE', `/recrutement/delete/offre/${encodeURIComponent(id)}`, undefined, bearer(jwt))).status;
}

export async function uploadCover(jwt: string, id: string, form: FormData): Promise<OfferAnswer> {
  return (await cmsUpload<OfferAnswer>(`/recrutement/offre/${encodeURIComponent(id)}/photocouverture`, form, bearer(jwt))).body;
}
