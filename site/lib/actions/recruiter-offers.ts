'use server';

import { revalidatePath } from 'next/cache';
import { createOfferStep1Schema, offerDraftSchema, offerStep2Schema, parseForm } from '@cep/domain';
import { changeOfferStatus, deleteOffer, publishOffer, saveStepOne, saveStepTwo, uploadCover, type OfferAnswer } from '@/lib/cms';
import { readTokens } from '@/lib/session/cookies';

const NOT_LOGGED_IN: OfferAnswer = { code: 401 };

/**
 * Step 1: checked here with the shared schema (a draft needs only its title), then by the cms, which also
 * applies the company's relaxing flags; the cms answer wins.
 */
export async function saveStepOneAction(id: string | null, values: Record<string, unknown>, draft: boolean): Promise<OfferAnswer> {
  const tokens = await readTokens();
  if (!tokens) return NOT_LOGGED_IN;
  const local = parseForm(
    draft ? offerDraftSchema : createOfferStep1Schema({ villeFacultative: true, remunerationFacultative: true }),
    values,
  );
  if (!local.ok) return { code: 400, errors: local.errors };
  const answer = await saveStepOne(tokens.jwt, id, { ...values, brouillon: draft });
  revalidatePath('/recrutement/offres');
  return answer;
}

/** The cover photo, already cropped to 1366 × 240 in the browser; the cms checks its bytes and resizes it with sharp. */
export async function uploadCoverAction(id: string, form: FormData): Promise<OfferAnswer> {
  const tokens = await readTokens();
  if (!tokens) return NOT_LOGGED_IN;
  return uploadCover(tokens.jwt, id, form);
}

export async function saveStepTwoAction(id: string, values: Record<string, unknown>): Promise<OfferAnswer> {
  const tokens = await readTokens();
  if (!tokens) return NOT_LOGGED_IN;
  const local = parseForm(offerStep2Schema, values);
  if (!local.ok) return { code: 400, errors: local.errors };
  return saveStepTwo(tokens.jwt, id, values);
}

export async function publishOfferAction(id: string): Promise<OfferAnswer> {
  const tokens = await readTokens();
  if (!tokens) return NOT_LOGGED_IN;
  const answer = await publishOffer(tokens.jwt, id);
  revalidatePath('/recrutement/offres');
  return answer;
}

export async function changeOfferStatusAction(id: string, action: 'suspendre' | 'reactiver' | 'publier'): Promise<OfferAnswer> {
  const tokens = await readTokens();
  if (!tokens) return NOT_LOGGED_IN;
  const answer = await changeOfferStatus(tokens.jwt, id, action);
  revalidatePath('/recrutement/offres');
  return answer;
}

export async function deleteOfferAction(id: string): Promise<OfferAnswer> {
  const tokens = await readTokens();
  if (!tokens) return NOT_LOGGED_IN;
  const status = await deleteOffer(tokens.jwt, id);
  revalidatePath('/recrutement/offres');
  return { code: status };
}
