import { isInternshipContract, offerEditMode, type OfferChangeState } from '@cep/domain';
import { pendingChange } from '../services/changes';
import type { Offer } from './attributes';

/** The offer's state: the column is required with a default, Strapi's types leave it optional. */
export const stateOf = (offer: Pick<Offer, 'etat'>) => offer.etat ?? 'brouillon';

/** Before publication the form writes the offer; online or suspended, a change waiting for a moderator (docs/decisions.md). */
export const editMode = (offer: Offer) => offerEditMode(stateOf(offer));
export const isEditable = (offer: Offer) => editMode(offer) !== null;

/** The offer as its forms show it: a pending change's columns over the published ones. */
export const withChange = (offer: Offer) => ({ ...offer, ...pendingChange(offer.modification)?.colonnes });

/** Whether what the recruiter saves waits for a moderator, since when, and why the last change was refused. */
export function changeState(offer: Offer): OfferChangeState {
  return {
    enLigne: editMode(offer) === 'modification',
    modificationSoumiseLe: pendingChange(offer.modification)?.soumiseLe ?? null,
    modificationRefusee: offer.modificationRefusee ?? null,
  };
}

/** What every form of an offer says of it first: which it is, its state, whether it may be changed and how. */
export const editingState = (offer: Offer) => ({
  id: offer.documentId,
  etat: stateOf(offer),
  modifiable: isEditable(offer),
  ...changeState(offer),
});

/** The step-1 route of an offer: `/stage` for work-study and internship (spec 02 §2). */
export const stepOnePath = (offer: Pick<Offer, 'documentId' | 'offreContrat'>) =>
  `/recrutement/offre/description-offre/${offer.documentId}${isInternshipContract(offer.offreContrat ?? undefined) ? '/stage' : ''}`;
