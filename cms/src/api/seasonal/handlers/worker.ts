import type { Core } from '@strapi/strapi';
import { messages } from '@cep/domain';
import type { seasonalRoutes } from '@cep/domain/contracts';
import type { Handlers } from '../../../contracts/implement';
import { refuse } from '../../../contracts/refusal';
import { apply } from '../../application';
import { candidateProfile } from '../../candidate';
import { seasonal, type LinkRefusal } from '../services/seasonal';

type Routes = typeof seasonalRoutes;

const refused = (why: LinkRefusal) => refuse.badRequest(why === 'expire' ? messages.repriseLienExpire : messages.lienInvalide);

/** The worker's side: the re-hire link (the signature is the proof) and what estates recorded of them. */
export const workerHandlers = (strapi: Core.Strapi): Handlers<Pick<Routes, 'link' | 'apply' | 'mine'>> => ({
  async link({ body }) {
    const shown = await seasonal(strapi).link(body.r, body.o, body.e, body.t);
    if (shown.refused) return refused(shown.refused);
    return { code: 200, ...shown };
  },

  async apply({ body }) {
    const found = await seasonal(strapi).linkedApplicant(body.r, body.o, body.e, body.t);
    if (found.refused) return refused(found.refused);
    // The one apply path, as the harvest's express form sends it: one application per offer, the same checks.
    const { disponibleDu, disponibleAu, telephone, candidatOffreReponse } = body;
    const sent = await apply(strapi, found.userId, found.offerId, {
      body: { express: '1', disponibleDu, disponibleAu, telephone, candidatOffreReponse },
      cv: null,
      lettre: null,
    });
    if (sent.ok) return { code: 200, id: sent.id };
    if (sent.status === 400 && 'errors' in sent) return refuse.invalid(sent.errors);
    if (sent.status === 409) return refuse.conflict(sent.message);
    return refused('expire');
  },

  async mine({ caller }) {
    const profile = await candidateProfile(strapi, caller.id, {});
    return { code: 200, domaines: await seasonal(strapi).ofCandidate(Number(profile.id)) };
  },
});
