import { boundedLevenshtein, typoBudget } from './levenshtein';
import { tokenize } from './tokenize';

/** How much a kind of match counts against the word typed exactly. */
const FACTOR = { exact: 1, prefix: 0.9, synonym: 0.8, typo1: 0.6, typo2: 0.4 } as const;

/**
 * One word's documents and their weights, in two arrays grown by doubling: 8 bytes a posting, where a Map entry
 * took several times that (the postings are most of the engine's memory).
 */
class Postings {
  slots = new Int32Array(2);
  weights = new Float32Array(2);
  size = 0;

  /** A document not yet listed (the index removes a document's words before adding them again). */
  add(slot: number, weight: number): void {
    if (this.size === this.slots.length) {
      const slots = new Int32Array(this.size * 2);
      const weights = new Float32Array(this.size * 2);
      slots.set(this.slots);
      weights.set(this.weights);
      this.slots = slots;
      this.weights = weights;
    }
    this.slots[this.size] = slot;
    this.weights[this.size] = weight;
    this.size += 1;
  }

  /** Order does not matter: the last posting takes the removed one's place. */
  delete(slot: number): void {
    const at = this.slots.subarray(0, this.size).indexOf(slot);
    if (at < 0) return;
    this.size -= 1;
    this.slots[at] = this.slots[this.size]!;
    this.weights[at] = this.weights[this.size]!;
  }
}

/**
 * Inverted index over the searchable attributes: word → documents with a weight (its best attribute's boost).
 * Each query word stands for itself, its synonyms, its prefix completions (last word) and its typo
 * variants; documents must match every word, or, when none does (filters included), any of them.
 */
export class TextIndex {
  private readonly postings = new Map<string, Postings>();
  private readonly docWords: Array<string[] | undefined> = [];
  private docCount = 0;
  /** Indexed word → the indexed words of its synonym groups. */
  private readonly synonyms = new Map<string, string[]>();

  constructor(groups: string[][]) {
    for (const group of groups) {
      const words = group.flatMap(tokenize);
      for (const word of words)
        this.synonyms.set(word, [...new Set([...(this.synonyms.get(word) ?? []), ...words.filter((w) => w !== word)])]);
    }
  }

  add(slot: number, fields: Array<[text: string, boost: number]>): void {
    const weights = new Map<string, number>();
    // A word weighs its best attribute, not how often it is repeated: a title match ranks above a text that says
    // the word five times (Meilisearch's « attribute » rule).
    for (const [text, boost] of fields) for (const word of tokenize(text)) weights.set(word, Math.max(weights.get(word) ?? 0, boost));
    for (const [word, weight] of weights) {
      let list = this.postings.get(word);
      if (!list) this.postings.set(word, (list = new Postings()));
      list.add(slot, weight);
    }
    this.docWords[slot] = [...weights.keys()];
    this.docCount += 1;
  }

  remove(slot: number): void {
    const words = this.docWords[slot];
    if (!words) return;
    for (const word of words) {
      const list = this.postings.get(word);
      list?.delete(slot);
      if (list?.size === 0) this.postings.delete(word);
    }
    this.docWords[slot] = undefined;
    this.docCount -= 1;
  }

  clear(): void {
    this.postings.clear();
    this.docWords.length = 0;
    this.docCount = 0;
  }

  /**
   * Scores of the documents holding every word of the query (`every`), and a way to get those holding any of them
   * (`some`, worked out only when asked: when filters leave none of the first); null when the query has no
   * searchable word. One word: both are the same.
   */
  match(query: string): { every: Map<number, number>; some: (() => Map<number, number>) | null } | null {
    const words = tokenize(query);
    if (words.length === 0) return null;
    const perWord = words.map((word, i) => this.wordScores(word, i === words.length - 1));
    return { every: this.combine(perWord, true), some: words.length > 1 ? () => this.combine(perWord, false) : null };
  }

  private combine(perWord: Array<Map<number, number>>, everyWord: boolean): Map<number, number> {
    const sorted = [...perWord].sort((a, b) => a.size - b.size);
    if (everyWord) {
      const [smallest, ...rest] = sorted;
      const result = new Map<number, number>();
      for (const [slot, score] of smallest!) {
        let total = score;
        let inAll = true;
        for (const other of rest) {
          const s = other.get(slot);
          if (s === undefined) {
            inAll = false;
            break;
          }
          total += s;
        }
        if (inAll) result.set(slot, total);
      }
      return result;
    }
    const result = new Map<number, number>();
    for (const scores of sorted) for (const [slot, score] of scores) result.set(slot, (result.get(slot) ?? 0) + score);
    return result;
  }

  /** Best score of each document for one query word, over the word's variants. */
  private wordScores(word: string, last: boolean): Map<number, number> {
    const scores = new Map<number, number>();
    for (const [variant, factor] of this.variants(word, last)) {
      const list = this.postings.get(variant);
      if (!list) continue;
      const idf = Math.log(1 + this.docCount / list.size);
      for (let i = 0; i < list.size; i += 1) {
        const slot = list.slots[i]!;
        const score = list.weights[i]! * idf * factor;
        if (score > (scores.get(slot) ?? 0)) scores.set(slot, score);
      }
    }
    return scores;
  }

  private variants(word: string, last: boolean): Map<string, number> {
    const found = new Map<string, number>([[word, FACTOR.exact]]);
    const keep = (variant: string, factor: number) => {
      if ((found.get(variant) ?? 0) < factor) found.set(variant, factor);
    };
    for (const synonym of this.synonyms.get(word) ?? []) keep(synonym, FACTOR.synonym);
    const budget = typoBudget(word);
    const prefix = last && word.length >= 3;
    if (budget === 0 && !prefix) return found;
    for (const candidate of this.postings.keys()) {
      if (prefix && candidate.length > word.length && candidate.startsWith(word)) keep(candidate, FACTOR.prefix);
      else if (budget > 0) {
        const distance = boundedLevenshtein(word, candidate, budget);
        if (distance <= budget) keep(candidate, distance === 1 ? FACTOR.typo1 : FACTOR.typo2);
      }
    }
    return found;
  }
}
