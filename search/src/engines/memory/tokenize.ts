import { normalizeWord } from '../../normalize';

/** Words too common to help a search; left out of the index and of queries (as 'H/F' in titles). */
const STOPWORDS = new Set(
  'a au aux avec ce ces d dans de des du en et est f h il ils la le les leur leurs l m mais ne nos notre nous on ou par pas pour qu que qui s sa se ses son sont sur ta te un une vos votre vous y'.split(
    ' ',
  ),
);

/** Plurals and singulars meet: 'vendanges' and 'vendange' index the same word. */
function stem(word: string): string {
  return word.length > 4 && /[sx]$/.test(word) ? word.slice(0, -1) : word;
}

/** Folded, split on anything but letters and digits, stop words out, plurals folded. */
export function tokenize(text: string): string[] {
  return normalizeWord(text)
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '' && !STOPWORDS.has(word))
    .map(stem);
}
