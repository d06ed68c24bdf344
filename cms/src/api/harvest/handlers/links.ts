import type { Core } from '@strapi/strapi';
import { messages } from '@cep/domain';
import type { harvestRoutes } from '@cep/domain/contracts';
import type { Handlers } from '../../../contracts/implement';
import { refuse } from '../../../contracts/refusal';
import { harvestStarts, type LinkRefusal } from '../services/starts';

type Routes = typeof harvestRoutes;

const refused = (why: LinkRefusal) => refuse.badRequest(why === 'expire' ? messages.demarrageLienExpire : messages.lienInvalide);

/** The worker's signed link, without logging in: the signature and the link's day are the proof. */
export const linkHandlers = (strapi: Core.Strapi): Handlers<Pick<Routes, 'invitation' | 'answer'>> => ({
  async invitation({ body }) {
    const shown = await harvestStarts(strapi).invitation(body.r, body.e, body.t);
    if (shown.refused) return refused(shown.refused);
    const { prenom, offre, demarrage, reponse } = shown;
    return { code: 200, prenom, offre, demarrage, reponse };
  },

  async answer({ body }) {
    const answered = await harvestStarts(strapi).answer(body.r, body.e, body.t, body.tour, body.reponse);
    if (answered.refused) return refused(answered.refused);
    if ('moved' in answered) return refuse.conflict(messages.demarrageChange);
    return { code: 200, reponse: answered.reponse };
  },
});
