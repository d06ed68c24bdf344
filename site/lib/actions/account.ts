'use server';

import { loginInfoSchema, providerContactSchema, recruiterUserSchema, type FieldErrors } from '@cep/domain';
import {
  addRecruiter,
  addSubsidiary,
  changePassword,
  contactProvider,
  deleteCandidateAccount,
  deleteRecruiter,
  deleteSubsidiary,
  resendConfirmation,
  saveSection,
  updateRecruiter,
  type SectionKey,
} from '@/lib/cms';
import { redirect } from 'next/navigation';
import { clearTokens, saveTokens } from '@/lib/session/cookies';
import { withSession } from './session-action';

/** What the account forms read: the cms's `code`, field errors, the card's `nom`, a refusal's `message`. */
export interface ActionAnswer {
  code: number;
  errors?: FieldErrors;
  nom?: string;
  message?: string;
}

const ACCOUNT_PAGE = '/mon-compte';

/** Only what the forms read leaves the server (a password change's tokens stay in cookies). */
const answer = (result: ActionAnswer): ActionAnswer => ({
  code: result.code,
  errors: result.errors,
  nom: result.nom,
  message: result.message,
});

/** Saves one section of "Mon compte"; the browser checked it with the section's schema, the cms checks it and the ownership. */
export async function saveSectionAction(section: SectionKey, data: Record<string, unknown>): Promise<ActionAnswer> {
  return answer(await withSession({ revalidate: ACCOUNT_PAGE }, (jwt) => saveSection(jwt, section, data)));
}

/**
 * A candidate deletes their account: the cms checks the password and removes everything; the session cookies
 * go with it and the visitor lands on the page that says so.
 */
export async function deleteAccountAction(password: string): Promise<ActionAnswer> {
  const result = answer(await withSession({}, (jwt) => deleteCandidateAccount(jwt, password)));
  if (result.code !== 200) return result;
  await clearTokens();
  redirect('/compte-supprime');
}

/** Password change: the cms ends every other session and hands this one new tokens. */
export async function changePasswordAction(data: {
  currentPassword: string;
  plainPassword: { first: string; second: string };
}): Promise<ActionAnswer> {
  const result = await withSession({ schema: loginInfoSchema, input: data }, async (jwt, change) => {
    const changed = await changePassword(jwt, change);
    if (changed.code === 200 && changed.jwt && changed.refreshToken)
      await saveTokens({ jwt: changed.jwt, refreshToken: changed.refreshToken });
    return changed;
  });
  return answer(result);
}

export async function addRecruiterAction(data: Record<string, unknown>): Promise<ActionAnswer> {
  return answer(await withSession({ schema: recruiterUserSchema, input: data, revalidate: ACCOUNT_PAGE }, addRecruiter));
}

export async function updateRecruiterAction(id: number, data: Record<string, unknown>): Promise<ActionAnswer> {
  return answer(
    await withSession({ schema: recruiterUserSchema, input: data, revalidate: ACCOUNT_PAGE }, (jwt, user) =>
      updateRecruiter(jwt, id, user),
    ),
  );
}

export async function deleteRecruiterAction(id: number): Promise<ActionAnswer> {
  return withSession({ revalidate: ACCOUNT_PAGE }, async (jwt) => ({ code: await deleteRecruiter(jwt, id) }));
}

/** A failed e-mail is the spec's 500 (spec 01 §8), whatever went wrong on the way. */
export async function contactProviderAction(message: string): Promise<ActionAnswer> {
  return answer(
    await withSession({ schema: providerContactSchema, input: { message } }, (jwt, contact) =>
      contactProvider(jwt, contact.message).catch(() => ({ code: 500 })),
    ),
  );
}

/** The browser checks formats; the cms also checks the postal code against the city (official data). */
/** The subsidiary's seven checks are the cms's (the same schema, with the official postal codes of each city). */
export async function addSubsidiaryAction(data: Record<string, unknown>): Promise<ActionAnswer> {
  return answer(await withSession({ revalidate: ACCOUNT_PAGE }, (jwt) => addSubsidiary(jwt, data)));
}

export async function deleteSubsidiaryAction(id: string): Promise<ActionAnswer> {
  const result = await withSession({ revalidate: ACCOUNT_PAGE }, (jwt) => deleteSubsidiary(jwt, id));
  return { code: result.code, message: 'message' in result ? result.message : undefined };
}

/** « Renvoyer le lien »: the cms sends a new confirmation link, or says one left less than ten minutes ago. */
export async function resendConfirmationAction(): Promise<ActionAnswer> {
  return answer(await withSession({}, resendConfirmation));
}
