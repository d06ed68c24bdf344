'use server';

import { offerDraftSchema, offerStep2Schema, offerTranslationsSchema, parseForm, type OfferAnswer } from '@cep/domain';
import { offerRoutes } from '@cep/domain/contracts';
import { answerOf, callInSession } from './session-action';

const OFFERS_PAGE = '/recrutement/offres';

/**
 * Step 1. A draft is checked here with the shared schema (it needs only its title), then by the cms. Publication
 * is checked by the cms alone, with the same schema and the account's exemptions (city, pay), which only it knows:
 * a check here without them answered the city and the pay in a second round (issue #38 item 6).
 */
export async function saveStepOneAction(id: string | null, values: Record<string, unknown>, draft: boolean): Promise<OfferAnswer> {
  if (draft) {
    const parsed = parseForm(offerDraftSchema, values);
    if (!parsed.ok) return { code: 400, errors: parsed.errors };
  }
  // The values go as typed: the cms checks them again.
  const body = { ...values, brouillon: draft };
  const options = { revalidate: OFFERS_PAGE };
  return answerOf(
    id
      ? await callInSession(offerRoutes.update, { params: { id }, body }, options)
      : await callInSession(offerRoutes.create, { body }, options),
  );
}

/** The cover photo, already cropped to 1366 × 240 in the browser; the cms checks its bytes and resizes it with sharp. */
export async function uploadCoverAction(id: string, form: FormData): Promise<OfferAnswer> {
  return answerOf(await callInSession(offerRoutes.cover, { params: { id }, body: form }));
}

/** The values go to the cms as typed: it checks them again and resolves the signing company. */
export async function saveStepTwoAction(id: string, values: Record<string, unknown>): Promise<OfferAnswer> {
  const parsed = parseForm(offerStep2Schema, values);
  if (!parsed.ok) return { code: 400, errors: parsed.errors };
  return answerOf(await callInSession(offerRoutes.saveCompanyStep, { params: { id }, body: values }));
}

export async function publishOfferAction(id: string): Promise<OfferAnswer> {
  return answerOf(await callInSession(offerRoutes.publish, { params: { id } }, { revalidate: OFFERS_PAGE }));
}

export async function changeOfferStatusAction(id: string, action: 'suspendre' | 'reactiver' | 'publier'): Promise<OfferAnswer> {
  return answerOf(await callInSession(offerRoutes.changeStatus, { params: { id, action } }, { revalidate: OFFERS_PAGE }));
}

/** The status alone, as before: the card says « failed » in its own words. */
export async function deleteOfferAction(id: string): Promise<OfferAnswer> {
  const answered = await callInSession(offerRoutes.remove, { params: { id } }, { revalidate: OFFERS_PAGE });
  return { code: answered.status };
}

/** The translations (issue #41 item 1), checked here with the shared schema, then by the cms once it found the offer. */
export async function saveTranslationsAction(id: string, values: Record<string, unknown>): Promise<OfferAnswer> {
  const parsed = parseForm(offerTranslationsSchema, values);
  if (!parsed.ok) return { code: 400, errors: parsed.errors };
  return answerOf(await callInSession(offerRoutes.saveTranslations, { params: { id }, body: values }, { revalidate: OFFERS_PAGE }));
}
