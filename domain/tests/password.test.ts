import fc from 'fast-check';
import { failedPasswordRules, messages, parseForm, passwordSchema, plainPasswordSchema } from '../src';

describe('password rule (spec 01 §5)', () => {
  it('accepts 12 characters with upper, lower, digit and special character', () => {
    expect(failedPasswordRules('Vendange2026!')).toEqual([]);
    expect(failedPasswordRules('Abcdefgh12!x')).toEqual([]);
  });

  it('refuses 11 characters, the limit minus one', () => {
    expect(failedPasswordRules('Abcdefg12!x')).toEqual(['length']);
  });

  it.each([
    ['vendange2026!', 'upper'],
    ['VENDANGE2026!', 'lower'],
    ['Vendangeuses!', 'digit'],
    ['Vendange2026x', 'special'],
  ])('names the broken rule for %s', (value, rule) => {
    expect(failedPasswordRules(value)).toEqual([rule]);
  });

  it('treats accented capitals as uppercase', () => {
    expect(failedPasswordRules('Éléphant2026!')).toEqual([]);
  });

  it('reports the rule message under the field', () => {
    const result = parseForm(passwordSchema, 'court');
    expect(result).toEqual({ ok: false, errors: { _form: messages.motDePasseRegles } });
  });

  it('marks both fields when the confirmation differs', () => {
    const result = parseForm(plainPasswordSchema, { first: 'Vendange2026!', second: 'Vendange2026?' });
    expect(result).toEqual({
      ok: false,
      errors: { first: messages.motsDePasseDifferents, second: messages.motsDePasseDifferents },
    });
    expect(messages.motsDePasseDifferents).toBe('Les mots de passe ne correspondent pas.');
  });

  it('never throws on random input and always returns an error map or data', () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        const result = parseForm(plainPasswordSchema, input);
        if (!result.ok) expect(Object.keys(result.errors).length).toBeGreaterThan(0);
      }),
    );
  });
});
