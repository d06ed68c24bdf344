'use server';

import { CONTACT_HONEYPOT, messages, parseForm, publicContactSchema } from '@cep/domain';
import { sendContactMessage, type ContactAnswer } from '@/lib/cms';

/**
 * The contact page's form: checked here with the shared schema (the cms checks it again), then sent to the
 * profile's own action. The honeypot and the campaign go along untouched: the cms decides.
 */
export async function contactAction(input: Record<string, string>): Promise<ContactAnswer> {
  const parsed = parseForm(publicContactSchema, input);
  if (!parsed.ok) return { code: 400, errors: parsed.errors };
  const { profil, ...fields } = parsed.data;
  try {
    return await sendContactMessage(profil, {
      ...fields,
      tel: fields.tel ?? '',
      [CONTACT_HONEYPOT]: input[CONTACT_HONEYPOT] ?? '',
      // The visit's campaign (`data_campagne_marketing`), checked by the cms; a malformed one is dropped there.
      campagne: (input.campagne ?? '').slice(0, 8000),
    });
  } catch {
    return { code: 500, message: messages.erreurReessayer };
  }
}
