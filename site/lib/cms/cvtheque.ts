import 'server-only';
import type { CvBuyer, CvCard, CvFull, CvLibraryPage, CvLikeAnswer, CvPurchaseAnswer } from '@cep/domain';
import { cmsGet, cmsRead, cmsSend } from './client';

const bearer = (jwt: string) => ({ Authorization: `Bearer ${jwt}` });

export type CvLibraryRefusal = { code: 403; acces: false; credits: number | null; message: string };

/** The library's search (its URL's query as it is), or the account's refusal and why. */
export async function getCvLibrary(jwt: string, query: Record<string, string | string[] | undefined>) {
  const answer = await cmsRead<(CvLibraryPage & { code: 200 }) | CvLibraryRefusal>('/recrutement/cvtheque', query, bearer(jwt));
  return answer!.body;
}

export async function getLibraryCv(jwt: string, id: string) {
  const answer = await cmsRead<{ code: 200; complet: true; cv: CvFull } | { code: 200; complet: false; cv: CvCard } | CvLibraryRefusal>(
    `/recrutement/cvtheque/${encodeURIComponent(id)}`,
    undefined,
    bearer(jwt),
  );
  return answer?.body ?? null;
}

/** `/recrutement/achat/cv/{id}` (spec 02 §7; a POST: it spends a credit). */
export async function buyCv(jwt: string, id: string) {
  return (
    await cmsSend<CvPurchaseAnswer | CvLibraryRefusal>('POST', `/recrutement/achat/cv/${encodeURIComponent(id)}`, undefined, bearer(jwt))
  ).body;
}

/** `/recrutement/candidat/{id}/like|dislike` (a POST: it writes). */
export async function likeCv(jwt: string, id: string, like: boolean) {
  return (
    await cmsSend<CvLikeAnswer | { code: number }>(
      'POST',
      `/recrutement/candidat/${encodeURIComponent(id)}/${like ? 'like' : 'dislike'}`,
      undefined,
      bearer(jwt),
    )
  ).body;
}

export const getCvBuyers = (jwt: string) => cmsGet<{ code: 200; acheteurs: CvBuyer[] }>('/candidat/cv/acheteurs', undefined, bearer(jwt));
