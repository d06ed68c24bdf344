import type { PublicOffer } from './job-posting';
import { formatEuros, formatLongDate } from './format';
import { FR_OFFER_WORDS } from './i18n/fr';
import type { OfferWords } from './i18n/offer-words';
import { departementLabel } from './places';

/** « 24 000 € à 28 000 € brut par an »: an offer's pay as its page, its card and the moderation view say it; 0 or null is « not given ». */
export function payText(min: number | null, max: number | null, period: string, words: OfferWords = FR_OFFER_WORDS): string {
  const euros = words === FR_OFFER_WORDS ? formatEuros : (value: number) => amountIn(words.intl, value);
  const low = min ? euros(min) : null;
  const high = max ? euros(max) : null;
  const range = low && high ? words.pay.range(low, high) : low ? words.pay.from(low) : words.pay.upTo(high ?? '');
  const periodWords = words.pay.periods[period as keyof OfferWords['pay']['periods']] ?? '';
  return `${range} ${periodWords}`.trim();
}

/** An amount in euros as another language writes it, cents only when there are some. */
function amountIn(locale: string, value: number): string {
  const cents = Math.round(value * 100) % 100 !== 0;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: cents ? 2 : 0,
    maximumFractionDigits: cents ? 2 : 0,
  }).format(value);
}

export interface OfferFact {
  label: string;
  value: string;
}

/** Where the offer is, as its « En bref » says it: the city and department in France, the city and country abroad. */
function placeOf(offer: PublicOffer): string {
  if (offer.pays !== 'FR') return `${offer.ville} (${offer.pays})`;
  return [offer.ville, offer.departement && departementLabel(offer.departement)].filter(Boolean).join(', ');
}

/** A day of the offer's life in the language: French with its « 1er ». */
function dayIn(words: OfferWords, value: string): string {
  return words === FR_OFFER_WORDS
    ? formatLongDate(value)
    : new Intl.DateTimeFormat(words.intl, { dateStyle: 'long', timeZone: 'Europe/Paris' }).format(new Date(value));
}

/**
 * The « En bref » of an offer — only what the recruiter filled in — for its public page and the moderators' view alike.
 * The offer's lists come as French labels; `translated` gives them in the page's language.
 */
export function offerFacts(
  offer: PublicOffer,
  words: OfferWords = FR_OFFER_WORDS,
  translated: (label: string) => string = (l) => l,
): OfferFact[] {
  const place = placeOf(offer);
  const pay = offer.remuneration;
  const f = words.facts;
  const facts: Array<OfferFact | false | null | ''> = [
    { label: f.contract, value: words.labels.contracts[offer.contrat.id] ?? offer.contrat.libelle },
    offer.duree && { label: f.duration, value: translated(offer.duree) },
    place && { label: f.place, value: place },
    pay && { label: f.pay, value: payText(pay.min, pay.max, pay.periode, words) },
    offer.experience && { label: f.experience, value: translated(offer.experience) },
    offer.niveauEtude && { label: f.studyLevel, value: translated(offer.niveauEtude) },
    offer.domaines.length > 0 && { label: f.domains, value: offer.domaines.map(translated).join(', ') },
    offer.langues.length > 0 && {
      label: f.languages,
      value: offer.langues.map((l) => `${translated(l.langue)} (${translated(l.niveau)})`).join(', '),
    },
    offer.avantages.length > 0 && { label: f.benefits, value: offer.avantages.map(translated).join(', ') },
    offer.datePublication && { label: f.published, value: dayIn(words, offer.datePublication) },
    offer.dateExpiration && { label: f.until, value: dayIn(words, offer.dateExpiration) },
  ];
  return facts.filter((fact): fact is OfferFact => Boolean(fact));
}

/** The words of an offer's page and card that the moderation view repeats: one wording for what candidates see. */
export const OFFER_PAGE_WORDS = FR_OFFER_WORDS.page;
