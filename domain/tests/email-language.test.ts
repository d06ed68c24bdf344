import { parseForm } from '../src/field-errors';
import { messages } from '../src/messages';
import { emailLanguageSchema, languageOrFrench } from '../src/schemas/accounts';
import { SITE_LANGUAGES } from '../src/site-languages';

/** The language of a candidate's e-mails (issue #41 item 2): chosen among six in « Mon compte », read as French otherwise. */
describe('the language of the e-mails', () => {
  it('takes each of the six languages', () => {
    for (const langue of SITE_LANGUAGES) expect(parseForm(emailLanguageSchema, { langue })).toEqual({ ok: true, data: { langue } });
  });

  it('refuses any other value under its field', () => {
    for (const langue of ['de', 'ES', '', 3, null, undefined])
      expect(parseForm(emailLanguageSchema, { langue })).toEqual({ ok: false, errors: { langue: messages.langueInconnue } });
  });

  it('reads anything but one of ours as French, never as an error', () => {
    expect(languageOrFrench('pl')).toBe('pl');
    for (const value of ['de', 'es-ES', '', undefined, null, 7, { langue: 'es' }]) expect(languageOrFrench(value)).toBe('fr');
  });
});
