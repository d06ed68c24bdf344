import type { Core } from '@strapi/strapi';
import { messages } from '@cep/domain';
import type { smsRoutes } from '@cep/domain/contracts';
import type { Handlers } from '../../../contracts/implement';
import { refuse } from '../../../contracts/refusal';
import { validTwilioSignature } from '../../../sms/twilio';
import { candidateProfile } from '../../candidate';
import { smsSubscriptions } from '../services/subscriptions';

const candidateId = async (strapi: Core.Strapi, userId: number) => Number((await candidateProfile(strapi, userId, {})).id);

/** The candidate's opt-in and the provider's webhook for replies. */
export const smsHandlers = (strapi: Core.Strapi): Handlers<typeof smsRoutes> => ({
  async status({ caller }) {
    return { code: 200, ...(await smsSubscriptions(strapi).status(await candidateId(strapi, caller.id))) };
  },

  async request({ body, caller }) {
    const id = await candidateId(strapi, caller.id);
    const sent = await smsSubscriptions(strapi).request(id, body.telephone);
    if (!sent.ok && sent.reason === 'arrete') return refuse.invalid({ telephone: messages.smsNumeroArrete });
    if (!sent.ok) return refuse.status(429, sent.reason === 'trop-tot' ? messages.smsCodeTropTot : messages.smsCodesMax);
    return { code: 200, etat: 'en_attente', telephone: sent.numero };
  },

  async confirm({ body, caller }) {
    const id = await candidateId(strapi, caller.id);
    const confirmed = await smsSubscriptions(strapi).confirm(id, body.code);
    if (!confirmed.ok) return refuse.invalid({ code: confirmed.reason === 'expire' ? messages.smsCodeExpire : messages.smsCodeInvalide });
    return { code: 200, ...(await smsSubscriptions(strapi).status(id)) };
  },

  async stop({ caller }) {
    const id = await candidateId(strapi, caller.id);
    await smsSubscriptions(strapi).stop(id);
    return { code: 200, ...(await smsSubscriptions(strapi).status(id)) };
  },

  // Only the provider may say a number replied « STOP »: its signature over the public URL it called and every field.
  async inbound({ body, ctx }) {
    const token = process.env.TWILIO_AUTH_TOKEN;
    const url = process.env.SMS_WEBHOOK_URL;
    const signature = ctx.get('x-twilio-signature');
    const fields = Object.fromEntries(Object.entries(body).map(([name, value]) => [name, String(value)]));
    if (process.env.SMS_PROVIDER !== 'twilio' || !token || !url || !signature || !validTwilioSignature(token, url, fields, signature))
      return refuse.badRequest(messages.lienInvalide);
    return { code: 200, arrete: await smsSubscriptions(strapi).reply(body.From, body.Body) };
  },
});
