'use server';

import { headers } from 'next/headers';
import { revalidatePath } from 'next/cache';
import { deviceName, parseForm, pushKindsSchema, pushSubscriptionSchema } from '@cep/domain';
import { documentId, pushRoutes } from '@cep/domain/contracts';
import { callInSession } from './session-action';

export interface PushActionState {
  code: number;
  message?: string;
}

const isDocumentId = (value: string) => documentId.safeParse(value).success;

/**
 * Keeps this browser's push subscription (what `PushSubscription.toJSON()` gave) with the kinds ticked; the device is
 * named from the request's User-Agent (« Chrome sur Android »), so the browser sends no label of its own.
 */
export async function subscribePushAction(subscription: unknown, types: string[]): Promise<PushActionState> {
  const appareil = deviceName((await headers()).get('user-agent') ?? '');
  const fields = typeof subscription === 'object' && subscription !== null ? subscription : {};
  const parsed = parseForm(pushSubscriptionSchema, { ...fields, appareil, types });
  if (!parsed.ok) return { code: 400 };
  const answered = await callInSession(pushRoutes.subscribe, { body: parsed.data });
  revalidatePath('/mon-compte');
  return answered.ok ? { code: 200 } : { code: answered.refusal.code, message: answered.refusal.message };
}

export async function setPushKindsAction(id: string, types: string[]): Promise<PushActionState> {
  const parsed = parseForm(pushKindsSchema, { types });
  if (!isDocumentId(id) || !parsed.ok) return { code: 400 };
  const answered = await callInSession(pushRoutes.kinds, { params: { id }, body: parsed.data });
  revalidatePath('/mon-compte');
  return { code: answered.ok ? 200 : answered.refusal.code };
}

export async function removePushAction(id: string): Promise<PushActionState> {
  if (!isDocumentId(id)) return { code: 404 };
  const answered = await callInSession(pushRoutes.remove, { params: { id } });
  revalidatePath('/mon-compte');
  return { code: answered.ok ? 200 : answered.refusal.code };
}
