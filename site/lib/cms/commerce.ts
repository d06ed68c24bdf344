import 'server-only';
import type { RecruiterOfferCard } from '@cep/domain';
import { cmsGet, cmsSend, cmsUpload } from './client';

const bearer = (jwt: string) => ({ Authorization: `Bearer ${jwt}` });

export async function applyBooster(jwt: string, offerId: string, option: number) {
  return (
    await cmsSend<{ code: number; credit?: number | string; message?: string }>(
      'POST',
      `/recrutement/offre/${encodeURIComponent(offerId)}/utilisation/booster/${option}`,
      undefined,
      bearer(jwt),
    )
  ).body;
}

export const getOfferCard = (jwt: string, offerId: string) =>
  cmsGet<{ code: 200; offre: RecruiterOfferCard }>(`/load-card-offre/${encodeURIComponent(offerId)}`, undefined, bearer(jwt));

export interface SocialBoostForm {
  code: 200;
  reserved_dates: string[];
  max: string;
  datePublie: string | null;
  credit: number | 'illimite';
}

export interface SocialBoostAnswer {
  code: number;
  credit?: number | 'illimite';
  datePublie?: string;
  reserved_dates?: string[];
  errors?: Record<string, string>;
}

const boostPath = (offerId: string) => `/recrutement/offre/${encodeURIComponent(offerId)}/utilisation/boost/reseaux/sociaux`;

export const getSocialBoost = (jwt: string, offerId: string) => cmsGet<SocialBoostForm>(boostPath(offerId), undefined, bearer(jwt));

/** The booking (date and logo, multipart): the cms checks the date, the logo's bytes and the credit. */
export async function bookSocialBoost(jwt: string, offerId: string, form: FormData): Promise<SocialBoostAnswer> {
  return (await cmsUpload<SocialBoostAnswer>(boostPath(offerId), form, bearer(jwt))).body;
}
