import type { Core } from '@strapi/strapi';
import { messages, offerTranslationsSchema, parseForm, readOfferTranslations } from '@cep/domain';
import type { offerRoutes } from '@cep/domain/contracts';
import { owned, type Handlers } from '../../../contracts/implement';
import { refuse } from '../../../contracts/refusal';
import { offerChanges } from '../services/changes';
import { applyOfferAction } from '../services/lifecycle';
import { recruiterOffers } from '../services/recruiter-offers';
import { translationColumn, translationValues } from '../utils/attributes';
import { editingState, editMode, stepOnePath, withChange } from '../utils/editing';

type Routes = typeof offerRoutes;

/**
 * The recruiter's translations of an offer (issue #41 item 1): the recruiter writes them, Cep translates nothing.
 * Like the French texts, they are saved on the offer before publication and, online, sent as a change a moderator
 * validates: candidates read them only as a moderator let them through.
 */
export const translationHandlers = (strapi: Core.Strapi): Handlers<Pick<Routes, 'translations' | 'saveTranslations'>> => {
  const offers = recruiterOffers(strapi);
  const changes = offerChanges(strapi);

  /** The caller's offer named by the path (another account's: not found). */
  const find = ({ params, membership }: { params: { id: string }; membership: { accountId: number } }) =>
    offers.owned(membership.accountId, params.id);

  return {
    /** The form: the French title they follow and each language's fields, a pending change's over the published ones. */
    translations: owned(
      find,
      async (_input, offer) => {
        const shown = withChange(offer);
        return {
          code: 200,
          offre: { ...editingState(offer), titre: shown.offreTitre ?? '' },
          traductions: translationValues(shown.traductions),
          route: stepOnePath(offer),
        };
      },
      messages.offreIntrouvable,
    ),

    /** A refused offer edited goes back to draft; an online or suspended one keeps its published translations meanwhile. */
    saveTranslations: owned(
      find,
      async ({ body }, offer) => {
        const mode = editMode(offer);
        if (!mode) return refuse.conflict(messages.actionImpossible);
        const parsed = parseForm(offerTranslationsSchema, body);
        if (!parsed.ok) return refuse.invalid(parsed.errors);
        const stored = translationColumn(parsed.data);
        if ('errors' in stored) return refuse.invalid(stored.errors);
        const columns = { traductions: stored.column };
        if (mode === 'modification') {
          // The translations as they are online (or already sent): nothing to send a moderator.
          if (JSON.stringify(stored.column) === JSON.stringify(readOfferTranslations(withChange(offer).traductions)))
            return { code: 200, id: offer.documentId, message: messages.traductionsInchangees };
          await changes.submit(offer, columns);
          return { code: 200, id: offer.documentId, modification: true, message: messages.modificationsEnvoyees };
        }
        if (offer.etat === 'refusee') await applyOfferAction(strapi, offer, 'modifier', 'recruteur');
        await offers.update(offer, columns);
        return { code: 200, id: offer.documentId, message: messages.traductionsEnregistrees };
      },
      messages.offreIntrouvable,
    ),
  };
};
