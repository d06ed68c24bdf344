'use server';

import { CONTACT_HONEYPOT, messages, parseForm, publicContactSchema, type ContactAnswer } from '@cep/domain';
import { contactRoutes } from '@cep/domain/contracts';
import { visitorHeaders } from '@/lib/cms';
import { call } from '@/lib/cms/call';
import { answerOf } from './session-action';

/**
 * The contact page's form: checked here with the shared schema (the cms checks it again), then sent to the
 * profile's own action with the visitor's address (the cms throttles this form per client: it sends e-mails). The
 * honeypot and the campaign go along untouched: the cms decides.
 */
export async function contactAction(input: Record<string, string>): Promise<ContactAnswer & { message?: string }> {
  const parsed = parseForm(publicContactSchema, input);
  if (!parsed.ok) return { code: 400, errors: parsed.errors };
  const { profil, ...fields } = parsed.data;
  try {
    const body = {
      ...fields,
      tel: fields.tel ?? '',
      [CONTACT_HONEYPOT]: input[CONTACT_HONEYPOT] ?? '',
      // The visit's campaign (`data_campagne_marketing`), checked by the cms; a malformed one is dropped there.
      campagne: (input.campagne ?? '').slice(0, 8000),
    };
    return answerOf(await call(contactRoutes.send, { params: { profil }, body, headers: await visitorHeaders() }));
  } catch {
    return { code: 500, message: messages.erreurReessayer };
  }
}
