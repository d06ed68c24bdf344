'use server';

import { revalidatePath } from 'next/cache';
import {
  createSubsidiarySchema,
  loginInfoSchema,
  parseForm,
  providerContactSchema,
  recruiterUserSchema,
  type FieldErrors,
} from '@cep/domain';
import {
  addRecruiter,
  addSubsidiary,
  contactProvider,
  deleteRecruiter,
  deleteSubsidiary,
  saveSection,
  updateRecruiter,
  type SaveAnswer,
  type SectionKey,
} from '@/lib/cms';
import { readTokens, saveTokens } from '@/lib/session/cookies';

export interface ActionAnswer {
  code: number;
  errors?: FieldErrors;
  nom?: string;
  message?: string;
}

const NOT_LOGGED_IN: ActionAnswer = { code: 401 };

function answer(result: SaveAnswer): ActionAnswer {
  return { code: result.code, errors: result.errors, nom: result.nom };
}

/** Saves one section of "Mon compte"; the cms validates again with the same schema and checks ownership. */
export async function saveSectionAction(section: Exclude<SectionKey, 'connexion'>, data: Record<string, unknown>): Promise<ActionAnswer> {
  const tokens = await readTokens();
  if (!tokens) return NOT_LOGGED_IN;
  const result = await saveSection(tokens.jwt, section, data);
  revalidatePath('/mon-compte');
  return answer(result);
}

/** Password change: the cms ends every other session and hands this one new tokens. */
export async function changePasswordAction(data: {
  currentPassword: string;
  plainPassword: { first: string; second: string };
}): Promise<ActionAnswer> {
  const tokens = await readTokens();
  if (!tokens) return NOT_LOGGED_IN;
  const parsed = parseForm(loginInfoSchema, data);
  if (!parsed.ok) return { code: 400, errors: parsed.errors };
  const result = await saveSection(tokens.jwt, 'connexion', parsed.data);
  if (result.code === 200 && result.jwt && result.refreshToken) await saveTokens({ jwt: result.jwt, refreshToken: result.refreshToken });
  return answer(result);
}

export async function addRecruiterAction(data: Record<string, unknown>): Promise<ActionAnswer> {
  const tokens = await readTokens();
  if (!tokens) return NOT_LOGGED_IN;
  const parsed = parseForm(recruiterUserSchema, data);
  if (!parsed.ok) return { code: 400, errors: parsed.errors };
  const result = await addRecruiter(tokens.jwt, parsed.data);
  revalidatePath('/mon-compte');
  return answer(result);
}

export async function updateRecruiterAction(id: number, data: Record<string, unknown>): Promise<ActionAnswer> {
  const tokens = await readTokens();
  if (!tokens) return NOT_LOGGED_IN;
  const parsed = parseForm(recruiterUserSchema, data);
  if (!parsed.ok) return { code: 400, errors: parsed.errors };
  const result = await updateRecruiter(tokens.jwt, id, parsed.data);
  revalidatePath('/mon-compte');
  return answer(result);
}

export async function deleteRecruiterAction(id: number): Promise<ActionAnswer> {
  const tokens = await readTokens();
  if (!tokens) return NOT_LOGGED_IN;
  const status = await deleteRecruiter(tokens.jwt, id);
  revalidatePath('/mon-compte');
  return { code: status };
}

export async function contactProviderAction(message: string): Promise<ActionAnswer> {
  const tokens = await readTokens();
  if (!tokens) return NOT_LOGGED_IN;
  const parsed = parseForm(providerContactSchema, { message });
  if (!parsed.ok) return { code: 400, errors: parsed.errors };
  return answer(await contactProvider(tokens.jwt, parsed.data.message).catch(() => ({ code: 500 })));
}

/** The browser checks formats; the cms also checks the postal code against the city (official data). */
export async function addSubsidiaryAction(data: Record<string, unknown>): Promise<ActionAnswer> {
  const tokens = await readTokens();
  if (!tokens) return NOT_LOGGED_IN;
  const parsed = parseForm(createSubsidiarySchema(), data);
  if (!parsed.ok) return { code: 400, errors: parsed.errors };
  const result = await addSubsidiary(tokens.jwt, parsed.data);
  revalidatePath('/mon-compte');
  return answer(result);
}

export async function deleteSubsidiaryAction(id: string): Promise<ActionAnswer> {
  const tokens = await readTokens();
  if (!tokens) return NOT_LOGGED_IN;
  const result = await deleteSubsidiary(tokens.jwt, id);
  revalidatePath('/mon-compte');
  return { code: result.code, message: result.message };
}
