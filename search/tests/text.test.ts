import { excerpt, plainText } from '../src/text';

describe('index text', () => {
  it('flattens rich text to words', () => {
    expect(plainText('<p>Taille&nbsp;et <strong>palissage</strong></p>\n<p>au domaine</p>')).toBe('Taille et palissage au domaine');
  });

  it('keeps a short text whole and cuts a long one at a word', () => {
    expect(excerpt('Suivi des vinifications au chai.')).toBe('Suivi des vinifications au chai.');
    const long = `${'vendange '.repeat(30)}fin`;
    const cut = excerpt(long);
    expect(cut.length).toBeLessThanOrEqual(221);
    expect(cut).toMatch(/^(vendange )+/);
    expect(cut.endsWith('vendange…')).toBe(true);
  });

  it('cuts a first word longer than the limit inside it, never past the limit', () => {
    const link = `https://exemple.fr/${'a'.repeat(300)} suite`;
    expect(excerpt(link)).toBe(`${link.slice(0, 220)}…`);
  });
});
