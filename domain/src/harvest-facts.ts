import { formatCalendarDay } from './format';
import {
  harvestHousingLabel,
  harvestJobLabel,
  harvestMealLabel,
  harvestTransportLabel,
  openPositions,
  type HarvestDetails,
} from './harvest';
import type { OfferFact } from './offer-facts';

/**
 * « entre le 8 et le 16 septembre 2027 », « entre le 28 août et le 5 septembre 2027 », « le 8 septembre 2027 »: a
 * window of start, the month and year said once when both days share them.
 */
export function harvestWindowText(from: string, to: string): string {
  const [start, end] = [formatCalendarDay(from), formatCalendarDay(to)];
  if (from === to) return `le ${start}`;
  const [startDay, startMonth, startYear] = start.split(' ');
  const [, endMonth, endYear] = end.split(' ');
  if (startYear !== endYear) return `entre le ${start} et le ${end}`;
  if (startMonth !== endMonth) return `entre le ${startDay} ${startMonth} et le ${end}`;
  return `entre le ${startDay} et le ${end}`;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const plural = (count: number, one: string, many: string) => `${count} ${count > 1 ? many : one}`;

/** The « La saison » list of a harvest offer's page (issue #40): only what the estate filled in. */
export function harvestFacts(details: HarvestDetails): OfferFact[] {
  const window =
    details.debutAuPlusTot && details.debutAuPlusTard ? harvestWindowText(details.debutAuPlusTot, details.debutAuPlusTard) : '';
  const start = details.fenetre ? `${capitalised(details.fenetre)}${window ? ` (${window})` : ''}` : capitalised(window);
  const open = openPositions(details);
  const housing = details.logement
    ? `${harvestHousingLabel(details.logement)}${details.logementPlaces ? `, ${plural(details.logementPlaces, 'place', 'places')}` : ''}`
    : '';
  const transport = details.transport
    ? `${harvestTransportLabel(details.transport)}${details.transportPrecision ? ` : ${details.transportPrecision}` : ''}`
    : '';
  const facts: Array<OfferFact | false | ''> = [
    start !== '' && { label: 'Début', value: start },
    details.dureeJours !== undefined && { label: 'Durée prévue', value: plural(details.dureeJours, 'jour', 'jours') },
    details.postes !== undefined && {
      label: 'Postes',
      value: open === 0 ? 'Tous les postes sont pourvus' : `${plural(open, 'poste ouvert', 'postes ouverts')} sur ${details.postes}`,
    },
    details.metiers.length > 0 && { label: 'Métiers', value: details.metiers.map(harvestJobLabel).join(', ') },
    housing && { label: 'Logement', value: housing },
    details.logement !== undefined && {
      label: 'Repas',
      value: details.repas.length ? details.repas.map(harvestMealLabel).join(' et ') : 'Non fournis',
    },
    transport && { label: 'Transport', value: transport },
    details.ageMinimum !== undefined && { label: 'Âge minimum', value: `${details.ageMinimum} ans` },
    details.premiereSaison && { label: 'Première saison', value: 'Débutants bienvenus' },
  ];
  return facts.filter((fact): fact is OfferFact => Boolean(fact));
}

/** What a result card says of a harvest offer, from its search hit: when it starts, where pickers sleep, whether they are fed. */
export function harvestCardNotes(hit: {
  harvestFrom?: number;
  harvestTo?: number;
  harvestLabel?: string;
  housingKind?: string;
  meals?: boolean;
  openings?: number;
}): string[] {
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const windowKnown = hit.harvestTo !== undefined && hit.harvestTo > 0 && hit.harvestFrom !== undefined;
  const start = hit.harvestLabel
    ? `Début ${hit.harvestLabel}`
    : windowKnown
      ? `Début ${harvestWindowText(day(hit.harvestFrom!), day(hit.harvestTo!))}`
      : '';
  return [
    start,
    hit.housingKind === 'sur-place' ? 'Logement sur place' : hit.housingKind === 'camping' ? 'Camping sur place' : '',
    hit.meals ? 'Repas fournis' : '',
    hit.openings ? plural(hit.openings, 'poste ouvert', 'postes ouverts') : '',
  ].filter(Boolean);
}
