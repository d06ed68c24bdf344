'use server';

import { offerDraftSchema, offerStep2Schema, type OfferAnswer } from '@cep/domain';
import { changeOfferStatus, deleteOffer, publishOffer, saveStepOne, saveStepTwo, uploadCover } from '@/lib/cms';
import { withSession } from './session-action';

const OFFERS_PAGE = '/recrutement/offres';

/**
 * Step 1. A draft is checked here with the shared schema (it needs only its title), then by the cms. Publication
 * is checked by the cms alone, with the same schema and the account's exemptions (city, pay), which only it knows:
 * a check here without them answered the city and the pay in a second round (issue #38 item 6).
 */
export async function saveStepOneAction(id: string | null, values: Record<string, unknown>, draft: boolean): Promise<OfferAnswer> {
  const save = (jwt: string) => saveStepOne(jwt, id, { ...values, brouillon: draft });
  if (!draft) return withSession({ revalidate: OFFERS_PAGE }, save);
  return withSession({ schema: offerDraftSchema, input: values, revalidate: OFFERS_PAGE }, save);
}

/** The cover photo, already cropped to 1366 × 240 in the browser; the cms checks its bytes and resizes it with sharp. */
export async function uploadCoverAction(id: string, form: FormData): Promise<OfferAnswer> {
  return withSession({}, (jwt) => uploadCover(jwt, id, form));
}

/** The values go to the cms as typed: it checks them again and resolves the signing company. */
export async function saveStepTwoAction(id: string, values: Record<string, unknown>): Promise<OfferAnswer> {
  return withSession({ schema: offerStep2Schema, input: values }, (jwt) => saveStepTwo(jwt, id, values));
}

export async function publishOfferAction(id: string): Promise<OfferAnswer> {
  return withSession({ revalidate: OFFERS_PAGE }, (jwt) => publishOffer(jwt, id));
}

export async function changeOfferStatusAction(id: string, action: 'suspendre' | 'reactiver' | 'publier'): Promise<OfferAnswer> {
  return withSession({ revalidate: OFFERS_PAGE }, (jwt) => changeOfferStatus(jwt, id, action));
}

export async function deleteOfferAction(id: string): Promise<OfferAnswer> {
  return withSession({ revalidate: OFFERS_PAGE }, async (jwt) => ({ code: await deleteOffer(jwt, id) }));
}
