import { DURATION_UNITS } from '../constants';
import { DURATION_WORDS } from '../offer';
import { FR_OFFER_WORDS } from './fr';
import type { LabelsById, OfferWords } from './offer-words';

type IdLists = Exclude<keyof OfferWords['labels'], 'harvestJobs' | 'harvestHousing' | 'harvestMeals' | 'harvestTransport'>;
const ID_LISTS: readonly IdLists[] = [
  'contracts',
  'domains',
  'experience',
  'studyLevels',
  'languages',
  'languageLevels',
  'benefits',
  'salaryBenefits',
];

/**
 * The public offer names its choices by their French labels (« Débutant accepté », « 6 mois »): this gives them in
 * another language, through the id each French label stands for. A label of no list (the recruiter's own « autre »
 * benefit) is the recruiter's words and stays as written.
 */
export function labelTranslator(words: OfferWords): (label: string) => string {
  if (words === FR_OFFER_WORDS) return (label) => label;
  const table = new Map<string, string>();
  for (const list of ID_LISTS) {
    const french: LabelsById = FR_OFFER_WORDS.labels[list];
    const theirs: LabelsById = words.labels[list];
    for (const [id, label] of Object.entries(french)) {
      const other = theirs[Number(id)];
      if (other) table.set(label, other);
    }
  }
  return (label) => table.get(label) ?? translatedDuration(label, words) ?? label;
}

/** « 6 mois » → « 6 meses »: a duration is a number and the unit's French word (durationLabel). */
function translatedDuration(label: string, words: OfferWords): string | undefined {
  const match = /^(\d+) (\S+)$/.exec(label);
  if (!match) return undefined;
  const value = Number(match[1]);
  const unit = DURATION_UNITS.find((u) => DURATION_WORDS[u].includes(match[2]!));
  return unit ? words.duration(value, unit) : undefined;
}
