import 'server-only';
import type { ContactProfile, FieldErrors } from '@cep/domain';
import { visitorHeaders } from './auth';
import { cmsSend } from './client';

export interface ContactAnswer {
  code: number;
  message?: string;
  errors?: FieldErrors;
}

/**
 * `POST /contact/{recruteur|candidat|ecole}`, the contact page's action for that profile (spec 02 §7). The
 * visitor's address goes along: the cms throttles this form per client (it sends e-mails).
 */
export async function sendContactMessage(profil: ContactProfile, fields: Record<string, string>) {
  return (await cmsSend<ContactAnswer>('POST', `/contact/${profil}`, fields, await visitorHeaders(), [500])).body;
}

/** `POST /utm-stockage-campagne` (spec 02 §7): the JSON array of pairs as the page sent it; the cms checks it. */
export async function storeCampaignTouch(json: string): Promise<number> {
  let pairs: unknown;
  try {
    pairs = JSON.parse(json);
  } catch {
    return 400;
  }
  return (await cmsSend<{ code: number }>('POST', '/utm-stockage-campagne', pairs, await visitorHeaders())).status;
}
