import type { Core } from '@strapi/strapi';
import { messages } from '@cep/domain';
import type { newsletterRoutes } from '@cep/domain/contracts';
import type { Handlers } from '../../../contracts/implement';
import { refuse } from '../../../contracts/refusal';
import { isPreferenceId, preferences, type PreferenceHolder } from '../services/preferences';
import { validUnsubscribeToken } from '../services/unsubscribe-token';
import { UIDS } from '../../../uids';

type Routes = typeof newsletterRoutes;

/** A link that is wrong (its signature, its user, its box): 400, « Ce lien n’est plus valide… ». */
const badLink = () => refuse.badRequest(messages.lienInvalide);

/** The signed links of the e-mails, without logging in: the signature is the proof. */
export const linkHandlers = (
  strapi: Core.Strapi,
): Handlers<Pick<Routes, 'signedList' | 'signedSet' | 'unsubscribe' | 'unsubscribeMessaging'>> => {
  /** The user of a signed preference-centre link and whose preferences they hold (a candidate's or a recruiter's). */
  async function signedHolder(userId: number, token: string): Promise<{ userId: number; holder: PreferenceHolder } | null> {
    if (!validUnsubscribeToken(userId, token, 'preferences')) return null;
    const user = await strapi
      .documents(UIDS.user)
      .findFirst({ filters: { id: userId, blocked: false }, fields: ['id'], populate: { role: { fields: ['type'] } } });
    const role = user?.role?.type;
    return role === 'candidat' || role === 'recruteur' ? { userId, holder: role } : null;
  }

  return {
    /** The preference centre opened from an e-mail's signed link `{u, t}`. */
    async signedList({ body }) {
      const signed = await signedHolder(body.u, body.t);
      if (!signed) return badLink();
      return { code: 200, preferences: await preferences(strapi).list(signed.holder, signed.userId) };
    },

    /** One box of that centre: `checked` is 0 or 1. */
    async signedSet({ params, body }) {
      const signed = await signedHolder(body.u, body.t);
      if (!signed) return badLink();
      const { id, checked } = params;
      const done =
        isPreferenceId(id) &&
        (checked === '0' || checked === '1') &&
        (await preferences(strapi).set(signed.holder, signed.userId, id, checked === '1'));
      if (!done) return badLink();
      return { code: 200, id, checked: checked === '1' };
    },

    /** The newsletter's link `{c, t}`, from the e-mail or the mail client's one-click (RFC 8058). */
    async unsubscribe({ body }) {
      if (!validUnsubscribeToken(body.c, body.t, 'newsletter')) return badLink();
      await preferences(strapi).unsubscribe('newsletter', body.c);
      return { code: 200 };
    },

    /** The unread-messages e-mail's link `{l, c, t}`: `l` is `candidat` or `recrutement`. */
    async unsubscribeMessaging({ body }) {
      const list = body.l === 'candidat' ? 'messagerie-candidat' : 'messagerie-recruteur';
      if (!validUnsubscribeToken(body.c, body.t, list)) return badLink();
      await preferences(strapi).unsubscribe(list, body.c);
      return { code: 200 };
    },
  };
};
