import type { Core } from '@strapi/strapi';
import { campaignOf, CONTACT_HONEYPOT, messages, parseForm, publicContactSchema } from '@cep/domain';
import type { contactRoutes } from '@cep/domain/contracts';
import type { Handlers } from '../../../contracts/implement';
import { refuse } from '../../../contracts/refusal';
import { receiveContactMessage } from '../services/contact-messages';

/**
 * The public contact page's forms (spec 02 §2, §3, §7, §8): one action per profile, each answering `code` 200
 * ('Message envoyé.') or 500 ('Une erreur s'est produite. Veuillez réessayer.'), field errors with 400.
 */
export const visitorHandlers = (strapi: Core.Strapi): Handlers<typeof contactRoutes> => ({
  async send({ params, body }) {
    const { profil } = params;
    // A robot gets the success it expects, and nothing is kept or sent.
    if (typeof body[CONTACT_HONEYPOT] === 'string' && body[CONTACT_HONEYPOT] !== '') return { code: 200, message: messages.messageEnvoye };
    const parsed = parseForm(publicContactSchema, { ...body, profil });
    if (!parsed.ok) return refuse.invalid(parsed.errors);
    const { profil: _profil, ...message } = parsed.data;
    // The visit's campaign (`data_campagne_marketing`), when the page had one: a malformed one is dropped.
    await receiveContactMessage(strapi, profil, message, campaignOf(body.campagne));
    return { code: 200, message: messages.messageEnvoye };
  },
});
