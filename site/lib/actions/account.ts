'use server';

import {
  companyInfoSchema,
  loginInfoSchema,
  parseForm,
  providerContactSchema,
  recruiterUserSchema,
  schoolEstablishmentSchema,
  userInfoSchema,
  type FieldErrors,
} from '@cep/domain';
import { accountRoutes, personalDataRoutes } from '@cep/domain/contracts';
import { redirect } from 'next/navigation';
import { clearTokens, saveTokens } from '@/lib/session/cookies';
import { answerOf, callInSession } from './session-action';

/** A section of « Mon compte » the cms saves (`PUT /compte/{section}`). */
export type SectionKey = 'utilisateur' | 'entreprise' | 'facturation' | 'etablissement';

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

/**
 * Saves one section of "Mon compte"; the browser checked it with the section's schema, the cms checks it and the
 * ownership. A billing block is checked by the cms with the schema of the account's type.
 */
export async function saveSectionAction(section: SectionKey, data: Record<string, unknown>): Promise<ActionAnswer> {
  const options = { revalidate: ACCOUNT_PAGE };
  if (section === 'facturation') return answer(answerOf(await callInSession(accountRoutes.facturation, { body: data }, options)));
  if (section === 'utilisateur') {
    const parsed = parseForm(userInfoSchema, data);
    if (!parsed.ok) return { code: 400, errors: parsed.errors };
    return answer(answerOf(await callInSession(accountRoutes.utilisateur, { body: parsed.data }, options)));
  }
  if (section === 'entreprise') {
    const parsed = parseForm(companyInfoSchema, data);
    if (!parsed.ok) return { code: 400, errors: parsed.errors };
    return answer(answerOf(await callInSession(accountRoutes.entreprise, { body: parsed.data }, options)));
  }
  const parsed = parseForm(schoolEstablishmentSchema, data);
  if (!parsed.ok) return { code: 400, errors: parsed.errors };
  return answer(answerOf(await callInSession(accountRoutes.etablissement, { body: parsed.data }, options)));
}

/**
 * A candidate deletes their account: the cms checks the password and removes everything; the session cookies
 * go with it and the visitor lands on the page that says so.
 */
export async function deleteAccountAction(password: string): Promise<ActionAnswer> {
  const answered = await callInSession(personalDataRoutes.deleteAccount, { body: { password } });
  if (!answered.ok) return answer(answered.refusal);
  await clearTokens();
  redirect('/compte-supprime');
}

/** Password change: the cms ends every other session and hands this one new tokens. */
export async function changePasswordAction(data: {
  currentPassword: string;
  plainPassword: { first: string; second: string };
}): Promise<ActionAnswer> {
  const parsed = parseForm(loginInfoSchema, data);
  if (!parsed.ok) return { code: 400, errors: parsed.errors };
  const answered = await callInSession(accountRoutes.connexion, { body: parsed.data });
  if (answered.ok) await saveTokens({ jwt: answered.answer.jwt, refreshToken: answered.answer.refreshToken });
  return answer(answerOf(answered));
}

export async function addRecruiterAction(data: Record<string, unknown>): Promise<ActionAnswer> {
  const parsed = parseForm(recruiterUserSchema, data);
  if (!parsed.ok) return { code: 400, errors: parsed.errors };
  return answer(answerOf(await callInSession(accountRoutes.addRecruiter, { body: parsed.data }, { revalidate: ACCOUNT_PAGE })));
}

export async function updateRecruiterAction(id: number, data: Record<string, unknown>): Promise<ActionAnswer> {
  const parsed = parseForm(recruiterUserSchema, data);
  if (!parsed.ok) return { code: 400, errors: parsed.errors };
  return answer(
    answerOf(await callInSession(accountRoutes.updateRecruiter, { params: { id }, body: parsed.data }, { revalidate: ACCOUNT_PAGE })),
  );
}

export async function deleteRecruiterAction(id: number): Promise<ActionAnswer> {
  const answered = await callInSession(accountRoutes.removeRecruiter, { params: { id } }, { revalidate: ACCOUNT_PAGE });
  return { code: answered.ok ? 200 : answered.status };
}

/** A failed e-mail is the spec's 500 (spec 01 §8), whatever went wrong on the way. */
export async function contactProviderAction(message: string): Promise<ActionAnswer> {
  const parsed = parseForm(providerContactSchema, { message });
  if (!parsed.ok) return { code: 400, errors: parsed.errors };
  const answered = await callInSession(accountRoutes.contactProvider, { body: parsed.data }).catch(() => null);
  return answered ? answer(answerOf(answered)) : { code: 500 };
}

/** The subsidiary's seven checks are the cms's (the same schema, with the official postal codes of each city). */
export async function addSubsidiaryAction(data: Record<string, unknown>): Promise<ActionAnswer> {
  return answer(answerOf(await callInSession(accountRoutes.addSubsidiary, { body: data }, { revalidate: ACCOUNT_PAGE })));
}

export async function deleteSubsidiaryAction(id: string): Promise<ActionAnswer> {
  const result = answerOf(await callInSession(accountRoutes.removeSubsidiary, { params: { id } }, { revalidate: ACCOUNT_PAGE }));
  return { code: result.code, message: 'message' in result ? result.message : undefined };
}

/** « Renvoyer le lien »: the cms sends a new confirmation link, or says one left less than ten minutes ago. */
export async function resendConfirmationAction(): Promise<ActionAnswer> {
  return answer(answerOf(await callInSession(accountRoutes.renvoiConfirmation, {})));
}
