import type { Core } from '@strapi/strapi';
import { messages } from '@cep/domain';
import type { seasonalRoutes } from '@cep/domain/contracts';
import { owned, type Handlers } from '../../../contracts/implement';
import { refuse } from '../../../contracts/refusal';
import { seasonal, type SeasonOffer } from '../services/seasonal';

type Routes = typeof seasonalRoutes;

/** The estate's side: within the caller's account; another account's offer or worker is 404. */
export const recruiterHandlers = (strapi: Core.Strapi): Handlers<Pick<Routes, 'review' | 'mark' | 'list' | 'invite'>> => ({
  async review({ params, query, membership }) {
    const page = Math.min(10_000, Math.max(1, Number.parseInt(query.page ?? '', 10) || 1));
    const review = await seasonal(strapi).review(membership.accountId, params.offerId, page);
    return review ? { code: 200, ...review } : refuse.notFound();
  },

  // The offer is found within the account before the form is read: another account's is 404 whatever it sends.
  mark: owned(
    ({ params, membership }) => seasonal(strapi).offerOf(membership.accountId, params.offerId),
    async ({ body, membership }, offer: SeasonOffer) => {
      const marked = await seasonal(strapi).mark(membership.accountId, offer, body);
      if (marked.ok) return { code: 200, bilan: marked.record.bilan, aReprendre: marked.record.aReprendre };
      if (marked.reason === 'introuvable') return refuse.notFound();
      return refuse.conflict(marked.reason === 'ferme' ? messages.bilanPasOuvert : messages.bilanPasPreselectionne);
    },
  ),

  async list({ query, membership }) {
    return { code: 200, ...(await seasonal(strapi).list(membership.accountId, query)) };
  },

  async invite({ body, membership }) {
    const invited = await seasonal(strapi).invite(membership.accountId, body.offre, body.saisonniers);
    if (invited.ok) return { code: 200, invites: invited.invites, deja: invited.deja };
    if (invited.reason === 'aucun') return refuse.invalid({ saisonniers: messages.saisonnierAucunChoisi });
    return invited.reason === 'fermee' ? refuse.conflict(messages.saisonnierOffreFermee) : refuse.notFound();
  },
});
