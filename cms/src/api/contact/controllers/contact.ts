import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { campaignOf, CONTACT_HONEYPOT, CONTACT_PROFILES, messages, parseForm, publicContactSchema, type ContactProfile } from '@cep/domain';
import { receiveContactMessage } from '../services/contact-messages';

/**
 * The public contact page's forms (spec 02 §2, §3, §7, §8): one action per profile, each answering `code` 200
 * ('Message envoyé.') or 500 ('Une erreur s'est produite. Veuillez réessayer.'), field errors with 400.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async send(ctx: Context) {
    const profil = String(ctx.params.profil) as ContactProfile;
    if (!CONTACT_PROFILES.includes(profil)) return ctx.notFound();
    const body = (ctx.request.body ?? {}) as Record<string, unknown>;
    // A robot gets the success it expects, and nothing is kept or sent.
    if (typeof body[CONTACT_HONEYPOT] === 'string' && body[CONTACT_HONEYPOT] !== '') {
      ctx.body = { code: 200, message: messages.messageEnvoye };
      return;
    }
    const parsed = parseForm(publicContactSchema, { ...body, profil });
    if (!parsed.ok) {
      ctx.status = 400;
      ctx.body = { code: 400, errors: parsed.errors };
      return;
    }
    const { profil: _profil, ...message } = parsed.data;
    // The visit's campaign (`data_campagne_marketing`), when the page had one: a malformed one is dropped.
    await receiveContactMessage(strapi, profil, message, campaignOf(body.campagne));
    ctx.body = { code: 200, message: messages.messageEnvoye };
  },
});
