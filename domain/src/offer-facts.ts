import type { PublicOffer } from './job-posting';
import { formatEuros, formatLongDate } from './format';
import { departementLabel } from './places';

const PAY_PERIOD_LABELS: Record<string, string> = { heure: 'brut de l’heure', mois: 'brut par mois', an: 'brut par an' };

/** « 24 000 € à 28 000 € brut par an »: an offer's pay as its page, its card and the moderation view say it; 0 or null is « not given ». */
export function payText(min: number | null, max: number | null, period: string): string {
  const low = min ? formatEuros(min) : null;
  const high = max ? formatEuros(max) : null;
  const range = low && high ? `${low} à ${high}` : low ? `À partir de ${low}` : `Jusqu’à ${high}`;
  return `${range} ${PAY_PERIOD_LABELS[period] ?? ''}`.trim();
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

/** The « En bref » of an offer — only what the recruiter filled in — for its public page and the moderators' view alike. */
export function offerFacts(offer: PublicOffer): OfferFact[] {
  const place = placeOf(offer);
  const pay = offer.remuneration;
  const facts: Array<OfferFact | false | null | ''> = [
    { label: 'Contrat', value: offer.contrat.libelle },
    offer.duree && { label: 'Durée', value: offer.duree },
    place && { label: 'Lieu', value: place },
    pay && { label: 'Rémunération', value: payText(pay.min, pay.max, pay.periode) },
    offer.experience && { label: 'Expérience', value: offer.experience },
    offer.niveauEtude && { label: 'Niveau d’études', value: offer.niveauEtude },
    offer.domaines.length > 0 && { label: 'Domaines', value: offer.domaines.join(', ') },
    offer.langues.length > 0 && { label: 'Langues', value: offer.langues.map((l) => `${l.langue} (${l.niveau})`).join(', ') },
    offer.avantages.length > 0 && { label: 'Avantages', value: offer.avantages.join(', ') },
    offer.datePublication && { label: 'Publiée le', value: formatLongDate(offer.datePublication) },
    offer.dateExpiration && { label: 'Jusqu’au', value: formatLongDate(offer.dateExpiration) },
  ];
  return facts.filter((fact): fact is OfferFact => Boolean(fact));
}

/** The words of an offer's page and card that the moderation view repeats: one wording for what candidates see. */
export const OFFER_PAGE_WORDS = {
  details: 'En bref',
  description: 'Description du poste',
  candidate: 'Profil recherché',
  more: 'Informations complémentaires',
  anonymousCompany: 'Entreprise confidentielle',
  harvest: 'Vendanges',
  season: 'La saison de vendanges',
  permisMobile: 'Permis et véhicule exigés',
  teletravail: 'Télétravail possible',
} as const;
