import { isBoosterOption, OPTION_IDS, TOP_OF_LIST_DAYS, type BoosterOption } from '@cep/domain';

/** What each booster changes on the offer; the social boost (25) is a booking, made by its own form. */
export function boosterColumns(option: BoosterOption, now: Date): Record<string, unknown> | null {
  switch (option) {
    case OPTION_IDS.topOfList:
      return { aLaUneJusquau: new Date(now.getTime() + TOP_OF_LIST_DAYS * 86_400_000) };
    case OPTION_IDS.newsletter:
      return { newsletterDemandeeLe: now };
    case OPTION_IDS.cvLibrary:
      return { cvthequeActive: true };
    default:
      return null;
  }
}

/** Whether the booster is already on the offer: newsletter and top of list are used once (spec 02 §4). */
export function boosterActive(
  offer: Partial<Record<'aLaUneJusquau' | 'newsletterDemandeeLe' | 'cvthequeActive', unknown>>,
  option: BoosterOption,
): boolean {
  switch (option) {
    case OPTION_IDS.topOfList:
      return Boolean(offer.aLaUneJusquau);
    case OPTION_IDS.newsletter:
      return Boolean(offer.newsletterDemandeeLe);
    case OPTION_IDS.cvLibrary:
      return Boolean(offer.cvthequeActive);
    default:
      return false;
  }
}

/** The boosters chosen at step 2 and paid at publication take effect when a moderator validates the offer. */
export function boostersBoughtWithOffer(options: number[], now: Date): Record<string, unknown> {
  return Object.assign({}, ...options.filter(isBoosterOption).map((option) => boosterColumns(option, now) ?? {}));
}
