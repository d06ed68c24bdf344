import type { Translation } from './translation';

/** The keys of a namespace whose entries are plain strings. */
type StringKeys<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T];

/**
 * A namespace's plain strings, and its functions as templates (`{0}`, `{1}` where the arguments go): what a browser
 * component can be given from the server, which cannot hand it functions. `fill` puts the arguments back.
 */
export function stringsOf<T extends object>(namespace: T): { [K in StringKeys<T>]: string } {
  return Object.fromEntries(Object.entries(namespace).filter(([, value]) => typeof value === 'string')) as {
    [K in StringKeys<T>]: string;
  };
}

export function templateOf(format: (...args: string[]) => string, arity: number): string {
  return format(...Array.from({ length: arity }, (_, i) => `{${i}}`));
}

export function fill(template: string, ...args: string[]): string {
  return template.replace(/\{(\d)\}/g, (whole, index: string) => args[Number(index)] ?? whole);
}

/** The apply form's words (popup and page). */
export function applyWords(t: Translation) {
  return {
    ...stringsOf(t.apply),
    useProfileCv: templateOf(t.apply.useProfileCv, 2),
    chosen: templateOf(t.apply.chosen, 2),
    /** « {0} chez {1} »: an offer and its company (an anonymous offer's title alone). */
    to: templateOf(t.apply.to, 2),
  };
}
export type ApplyWords = ReturnType<typeof applyWords>;

/** A count's sentence for every count from 0 to `most`: what a browser component picks from as its count changes. */
function byCount(format: (n: number) => string, most: number): string[] {
  return Array.from({ length: most + 1 }, (_, n) => format(n));
}

/** « Postuler à plusieurs offres »: its words, the apply form's, and its counted sentences up to the offers shown. */
export function applyManyWords(t: Translation, most: number) {
  return {
    ...stringsOf(t.applyMany),
    outcome: t.applyMany.outcome,
    withCv: templateOf(t.applyMany.withCv, 1),
    send: byCount(t.applyMany.send, most),
    sent: byCount(t.applyMany.sent, most),
    apply: applyWords(t),
  };
}
export type ApplyManyWords = ReturnType<typeof applyManyWords>;
