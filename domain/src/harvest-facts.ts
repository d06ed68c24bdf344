import { openPositions, type HarvestDetails } from './harvest';
import { FR_OFFER_WORDS } from './i18n/fr';
import type { OfferWords } from './i18n/offer-words';
import type { OfferFact } from './offer-facts';

/** « entre le 8 et le 16 septembre 2027 », « le 8 septembre 2027 » (or the language's own): a window of start. */
export function harvestWindowText(from: string, to: string, words: OfferWords = FR_OFFER_WORDS): string {
  return words.harvest.window(from, to);
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The « La saison » list of a harvest offer's page (issue #40): only what the estate filled in. */
export function harvestFacts(details: HarvestDetails, words: OfferWords = FR_OFFER_WORDS): OfferFact[] {
  const w = words.harvest;
  const labels = words.labels;
  const window = details.debutAuPlusTot && details.debutAuPlusTard ? w.window(details.debutAuPlusTot, details.debutAuPlusTard) : '';
  // The estate's own word for the window (« mi-septembre ») is theirs: shown as written.
  const start = details.fenetre ? `${capitalised(details.fenetre)}${window ? ` (${window})` : ''}` : capitalised(window);
  const open = openPositions(details);
  const housing = details.logement
    ? `${labels.harvestHousing[details.logement]}${details.logementPlaces ? `, ${w.places(details.logementPlaces)}` : ''}`
    : '';
  const transport = details.transport
    ? `${labels.harvestTransport[details.transport]}${details.transportPrecision ? ` : ${details.transportPrecision}` : ''}`
    : '';
  const facts: Array<OfferFact | false | ''> = [
    start !== '' && { label: w.start, value: start },
    details.dureeJours !== undefined && { label: w.plannedDuration, value: w.days(details.dureeJours) },
    details.postes !== undefined && {
      label: w.positions,
      value: open === 0 ? w.allFilled : w.openOf(open, details.postes),
    },
    details.metiers.length > 0 && { label: w.jobs, value: details.metiers.map((job) => labels.harvestJobs[job]).join(', ') },
    housing && { label: w.housing, value: housing },
    details.logement !== undefined && {
      label: w.meals,
      value: details.repas.length ? details.repas.map((meal) => labels.harvestMeals[meal]).join(w.and) : w.noMeals,
    },
    transport && { label: w.transport, value: transport },
    details.ageMinimum !== undefined && { label: w.minimumAge, value: w.years(details.ageMinimum) },
    details.premiereSaison && { label: w.firstSeason, value: w.beginnersWelcome },
  ];
  return facts.filter((fact): fact is OfferFact => Boolean(fact));
}

/** What a result card says of a harvest offer, from its search hit: when it starts, where pickers sleep, whether they are fed. */
export function harvestCardNotes(
  hit: {
    harvestFrom?: number;
    harvestTo?: number;
    harvestLabel?: string;
    housingKind?: string;
    meals?: boolean;
    openings?: number;
  },
  words: OfferWords = FR_OFFER_WORDS,
): string[] {
  const w = words.harvest;
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const windowKnown = hit.harvestTo !== undefined && hit.harvestTo > 0 && hit.harvestFrom !== undefined;
  const start = hit.harvestLabel
    ? w.cardStart(hit.harvestLabel)
    : windowKnown
      ? w.cardStart(w.window(day(hit.harvestFrom!), day(hit.harvestTo!)))
      : '';
  return [
    start,
    hit.housingKind === 'sur-place' ? w.cardHousedOnSite : hit.housingKind === 'camping' ? w.cardCamping : '',
    hit.meals ? w.cardMeals : '',
    hit.openings ? w.openPositions(hit.openings) : '',
  ].filter(Boolean);
}
