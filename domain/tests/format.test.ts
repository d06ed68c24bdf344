import { formatCalendarDay, formatCents, formatEuros, formatLongDate, ofName } from '../src/format';

/** Intl separates thousands and the sign with no-break spaces; compared here as plain ones. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('French formats (@cep/domain/format)', () => {
  it('writes cents in full or not at all', () => {
    expect(plain(formatEuros(36000))).toBe('36 000 €');
    expect(plain(formatEuros(11.88))).toBe('11,88 €');
    expect(plain(formatEuros(12.5))).toBe('12,50 €');
    // Float noise is not cents.
    expect(plain(formatEuros(0.1 + 0.2 + 11.7))).toBe('12 €');
  });

  it('writes an amount kept in cents always with its cents (prices, invoices)', () => {
    expect(plain(formatCents(123456))).toBe('1 234,56 €');
    expect(plain(formatCents(3600))).toBe('36,00 €');
  });

  it('writes the first of the month « 1er », as French does', () => {
    expect(formatLongDate('2026-12-01T10:00:00Z')).toBe('1er décembre 2026');
    expect(formatLongDate('2026-11-22T10:00:00Z')).toBe('22 novembre 2026');
    // The day as Paris sees it: 23:30 UTC on 30 November is already 1 December there.
    expect(formatLongDate('2026-11-30T23:30:00Z')).toBe('1er décembre 2026');
    expect(formatCalendarDay('2027-01-01')).toBe('1er janvier 2027');
    expect(formatCalendarDay('2027-03-12', 'full')).toBe('vendredi 12 mars 2027');
    expect(formatCalendarDay('2027-10-11')).toBe('11 octobre 2027');
  });

  it('elides « de » before a name that starts with a vowel', () => {
    expect(ofName('Élodie Marchand')).toBe('d’Élodie Marchand');
    expect(ofName('Yves Dupont')).toBe('d’Yves Dupont');
    expect(ofName('Yann Le Goff')).toBe('de Yann Le Goff');
    expect(ofName('Lucas Martin')).toBe('de Lucas Martin');
    // A choice: an H may be mute or aspirated, which the letters do not say.
    expect(ofName('Hugo Blanc')).toBe('de Hugo Blanc');
  });
});
