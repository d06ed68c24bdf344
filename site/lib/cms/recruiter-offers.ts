import 'server-only';
import type { CheckoutView, OfferAnswer, RecruiterOfferList, StepOneView, StepTwoView } from '@cep/domain';
import { cmsGet, cmsSend, cmsUpload } from './client';

const bearer = (jwt: string) => ({ Authorization: `Bearer ${jwt}` });

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
