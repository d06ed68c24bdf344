import { OPTION_IDS, type OptionId } from './constants';
import type { CreditKind } from './constants';
import { INTERNSHIP_CONTRACTS, type ContractId } from './offer';
import type { BasketLine } from './pricing';

/** Prices HT in cents (decided: docs/decisions.md). Internship and work-study offers publish free (spec 01 §4 hides their basket). */
export const PUBLICATION_PRICE_CENTS = { offre: 9900, vendanges: 4900 } as const;

/** Each option's price HT and the credit that pays it (the anonymous offer is free and has none). */
export const OPTION_PRICES: Record<OptionId, { label: string; cents: number; credit?: CreditKind }> = {
  [OPTION_IDS.newsletter]: { label: 'Diffusion dans la newsletter', cents: 2900, credit: 'newsletter' },
  [OPTION_IDS.topOfList]: { label: 'Remontée en tête de liste', cents: 1900, credit: 'remontee' },
  [OPTION_IDS.anonymous]: { label: 'Offre anonyme', cents: 0 },
  [OPTION_IDS.cvLibrary]: { label: 'Accès à la CVthèque', cents: 4900, credit: 'cvtheque' },
  [OPTION_IDS.socialNetworks]: { label: 'Diffusion sur les réseaux sociaux', cents: 3900, credit: 'reseaux' },
};

/** A harvest offer is paid by a harvest credit first, else by an offer credit (worth more). */
export const publicationCreditKinds = (offer: OfferToPrice): readonly CreditKind[] =>
  offer.emploivendagesaisonier ? ['vendanges', 'offre'] : ['offre'];

export interface OfferToPrice {
  offreContrat: number | null;
  emploivendagesaisonier: boolean;
  options: number[];
}

export const isFreeOffer = (offer: OfferToPrice) => INTERNSHIP_CONTRACTS.includes(offer.offreContrat as ContractId);

/** The basket lines of one offer: its publication, then each option chosen at step 2. */
export function offerBasketLines(offer: OfferToPrice): BasketLine[] {
  const publication: BasketLine = {
    kind: 'publication',
    label: offer.emploivendagesaisonier ? 'Publication d’une offre de vendanges' : 'Publication d’une offre',
    unitCents: isFreeOffer(offer) ? 0 : offer.emploivendagesaisonier ? PUBLICATION_PRICE_CENTS.vendanges : PUBLICATION_PRICE_CENTS.offre,
    quantity: 1,
    creditKinds: publicationCreditKinds(offer),
  };
  const options = offer.options.flatMap((id): BasketLine[] => {
    const option = OPTION_PRICES[id as OptionId];
    return option
      ? [{ kind: 'option', label: option.label, unitCents: option.cents, quantity: 1, creditKinds: option.credit ? [option.credit] : [] }]
      : [];
  });
  return [publication, ...options];
}
