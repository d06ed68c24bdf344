import { messages, parseForm } from '../src';
import { z } from '../src/zod';

/** Issue #36 item 13: a check with no message of its own answered zod's English (« Invalid input: expected string »). */
const errorsOf = (result: ReturnType<typeof parseForm>) => (result.ok ? {} : result.errors);

describe("zod's own wording is French, in the spec's words", () => {
  const schema = z.object({
    nom: z.string(),
    ville: z.string().min(1),
    note: z.number().max(5),
    texte: z.string().max(3),
    liste: z.array(z.string()).max(1),
    choix: z.enum(['a', 'b']),
  });
  const valid = { nom: 'Léa', ville: 'Pauillac', note: 3, texte: 'abc', liste: ['x'], choix: 'a' };

  it.each([
    ['a missing value', { nom: undefined }, 'nom', messages.champObligatoire],
    ['a value of another type', { nom: 42 }, 'nom', messages.donneesNonValides],
    ['an empty required text', { ville: '' }, 'ville', messages.champObligatoire],
    ['a number past its bound', { note: 6 }, 'note', messages.nombreTropGrand],
    ['a text past its bound', { texte: 'abcd' }, 'texte', messages.texteTropLong],
    ['a list past its bound', { liste: ['x', 'y'] }, 'liste', messages.listeTropLongue],
    ['a choice outside the list', { choix: 'c' }, 'choix', messages.donneesNonValides],
  ])('%s', (_case, change, field, message) => {
    expect(errorsOf(parseForm(schema, { ...valid, ...change }))).toEqual({ [field]: message });
  });
});
