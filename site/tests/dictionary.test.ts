import { messages } from '@cep/domain/messages';
import { fr } from '@/lib/i18n/fr';

type Entry = [path: string, value: string];

/** Every string of the dictionary with its path; a function is called with sample arguments to get its text. */
function entries(value: unknown, path: string): Entry[] {
  if (typeof value === 'string') return [[path, value]];
  if (typeof value === 'function') return [[path, String((value as (...args: unknown[]) => unknown)('x', 'y'))]];
  if (Array.isArray(value)) return value.flatMap((item, i) => entries(item, `${path}[${i}]`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => entries(item, `${path}.${key}`));
  return [[path, '']];
}

const all = entries(fr, 'fr');

describe('the French dictionary', () => {
  it('holds the copy of every feature, each in its namespace', () => {
    expect(Object.keys(fr)).toEqual(
      expect.arrayContaining(['nav', 'home', 'offers', 'offer', 'login', 'signup', 'account', 'recruiterOffer', 'errors']),
    );
    expect(all.length).toBeGreaterThan(300);
  });

  it('has no empty or blank value', () => {
    expect(all.filter(([, value]) => value.trim() === '').map(([path]) => path)).toEqual([]);
  });

  it('has no value with stray spaces at its ends or doubled inside', () => {
    // The one exception is a suffix glued to a label: ' (facultatif)'.
    const stray = all.filter(
      ([path, value]) => path !== 'fr.recruiterOffer.fields.optional' && (value !== value.trim() || / {2}/.test(value)),
    );
    expect(stray.map(([path]) => path)).toEqual([]);
  });

  it('does not copy the spec’s messages, which live in @cep/domain', () => {
    const spec = new Set<string>(Object.values(messages));
    expect(all.filter(([, value]) => spec.has(value)).map(([path]) => path)).toEqual([]);
  });

  it('writes French punctuation with a space before « ? », « ! » and « : »', () => {
    const tight = all.filter(([, value]) => /\S[?!]( |$)/.test(value) || /[^\s\d/]:( |$)/.test(value));
    expect(tight.map(([path, value]) => `${path}: ${value}`)).toEqual([]);
  });
});
