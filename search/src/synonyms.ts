import { normalizeWord } from './normalize';

/** Word → every other word of its synonym groups (normalized), for engines without native synonyms. */
export function synonymTable(groups: string[][]): Map<string, string[]> {
  const table = new Map<string, string[]>();
  for (const group of groups) {
    const words = group.map(normalizeWord);
    for (const word of words) {
      const others = words.filter((other) => other !== word);
      table.set(word, [...new Set([...(table.get(word) ?? []), ...others])]);
    }
  }
  return table;
}

/** Adds the synonyms of each query word to the query. */
export function expandQuery(query: string, table: Map<string, string[]>): string {
  const words = query.split(/\s+/).filter(Boolean);
  const extra = words.flatMap((word) => table.get(normalizeWord(word)) ?? []);
  return [...new Set([...words, ...extra])].join(' ');
}
