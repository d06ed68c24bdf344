/** Lower case, ligatures expanded and accents removed: 'Œnologue' and 'oenologue' compare equal. */
export function normalizeWord(word: string): string {
  return word.toLowerCase().replace(/œ/g, 'oe').replace(/æ/g, 'ae').normalize('NFD').replace(/\p{M}/gu, '');
}
