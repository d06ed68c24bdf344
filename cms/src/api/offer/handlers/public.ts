import type { Core } from '@strapi/strapi';
import { isOfferOpen, messages } from '@cep/domain';
import type { offerRoutes } from '@cep/domain/contracts';
import type { Handlers } from '../../../contracts/implement';
import { refuse } from '../../../contracts/refusal';
import { profiles } from '../../candidate';
import { publicOffers } from '../services/public-offers';
import { optionalCaller } from '../../../utils/optional-caller';
import { UIDS } from '../../../uids';

type Routes = typeof offerRoutes;

/** Public offer reads and the candidates' shortlist (spec 02 §6, §7). */
export const publicHandlers = (
  strapi: Core.Strapi,
): Handlers<Pick<Routes, 'findPublic' | 'sitemap' | 'toggleSelection' | 'selection'>> => ({
  /** The public offer page's data. */
  async findPublic({ params }) {
    const offer = await publicOffers(strapi).findPublic(params.id);
    return offer ? { data: offer } : refuse.notFound('Offre introuvable');
  },

  /** Every open offer, for sitemap.xml. */
  async sitemap() {
    return { data: await publicOffers(strapi).sitemap() };
  },

  /** The candidate's shortlist toggle; a visitor's call carries no session and is answered `noconnect`. */
  async toggleSelection({ params, ctx }) {
    // A public route: the session, if any, is read here.
    const user = await optionalCaller(strapi, ctx);
    if (!user) return { action: 'noconnect', message: messages.selectionNonConnecte };
    if (user.role !== 'candidat') return { action: 'connect-recruteur', message: messages.selectionRecruteur };
    const offer = await strapi.documents(UIDS.offer).findOne({ documentId: params.id, fields: ['etat', 'dateExpiration'] });
    const selected = (await profiles(strapi).selectedOfferIds(user.id)).includes(params.id);
    // A closed offer can leave the shortlist, never enter it.
    if (!offer || (!selected && !isOfferOpen(offer))) return refuse.notFound(messages.offreIntrouvable);
    return { action: (await profiles(strapi).toggleSelection(user.id, offer)) ? 'ajout' : 'supp' };
  },

  /**
   * Ids of the candidate's shortlisted offers (`data`), and the public view of those still public (`offres`, « Ma
   * sélection »; an expired one shows as closed).
   */
  async selection({ caller }) {
    const ids = await profiles(strapi).selectedOfferIds(caller.id);
    return { data: ids, offres: await publicOffers(strapi).findPublicMany(ids) };
  },
});
