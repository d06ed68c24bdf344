import fc from 'fast-check';
import {
  addMonths,
  checkApplicationFile,
  checkApplicationFilesTotal,
  checkBrochure,
  checkCoverImage,
  checkImage,
  isEuCountry,
  isIsoDate,
  isVatNumber,
  isWeekend,
  monthStart,
  requiresVatNumber,
  todayIso,
  vatRate,
} from '../src';

const PDF = 'application/pdf';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

describe('image and file limits (spec 01 §5, spec 02 §5)', () => {
  it('cover image: 5,242,880 bytes allowed, one more refused, empty refused', () => {
    expect(checkCoverImage({ size: 5_242_880, type: 'image/jpeg' })).toEqual({ ok: true });
    expect(checkCoverImage({ size: 5_242_881, type: 'image/jpeg' })).toEqual({
      ok: false,
      message: 'Le fichier est trop lourd (max: 5 MB )',
    });
    expect(checkCoverImage({ size: 0, type: 'image/jpeg' }).ok).toBe(false);
    expect(checkCoverImage({ size: 10, type: PDF }).ok).toBe(false);
  });

  it('other and profile images: 2 MB', () => {
    expect(checkImage({ size: 2 * 1024 * 1024, type: 'image/png' }).ok).toBe(true);
    expect(checkImage({ size: 2 * 1024 * 1024 + 1, type: 'image/png' })).toEqual({
      ok: false,
      message: 'Le fichier est trop lourd (max: 2 MB )',
    });
    expect(checkImage({ size: 0, type: 'image/png' }).ok).toBe(false);
  });

  it('brochure: PDF only, 2,000,000 bytes', () => {
    expect(checkBrochure({ size: 2_000_000, type: PDF }).ok).toBe(true);
    expect(checkBrochure({ size: 2_000_001, type: PDF })).toEqual({ ok: false, message: 'Fichier trop lourd' });
    expect(checkBrochure({ size: 10, type: 'image/png' })).toEqual({ ok: false, message: 'Selectionner un fichier pdf' });
  });

  it('application files: pdf, msword, docx; 1024 KB each at selection, 2048 KB together at submit', () => {
    expect(checkApplicationFile('cv', { size: 1024 * 1024, type: DOCX }).ok).toBe(true);
    expect(checkApplicationFile('cv', { size: 1024 * 1024 + 1, type: PDF })).toEqual({
      ok: false,
      message: 'Le fichier est trop lourd (max: 1 MB )',
    });
    expect(checkApplicationFile('cv', { size: 10, type: 'image/png' })).toEqual({
      ok: false,
      message: 'Le CV doit être au format pdf, msword, doc, docx.',
    });
    expect(checkApplicationFile('lettre', { size: 0, type: PDF }).ok).toBe(false);
    expect(checkApplicationFile('lettre', { size: 10, type: 'text/plain' })).toEqual({
      ok: false,
      message: 'La lettre de motivation doit être au format pdf, msword, doc, docx.',
    });
    expect(
      checkApplicationFilesTotal([
        { size: 1024 * 1024, type: PDF },
        { size: 1024 * 1024, type: PDF },
      ]).ok,
    ).toBe(true);
    expect(
      checkApplicationFilesTotal([
        { size: 1024 * 1024, type: PDF },
        { size: 1024 * 1024 + 1, type: PDF },
      ]),
    ).toEqual({
      ok: false,
      message: 'Le fichier est trop lourd (max: 2 MB )',
    });
  });
});

describe('VAT (spec 01 §5)', () => {
  it('20 % in France, 0 elsewhere', () => {
    expect(vatRate('FR')).toBe(20);
    expect(vatRate('fr')).toBe(20);
    expect(vatRate('DE')).toBe(0);
    expect(vatRate('US')).toBe(0);
  });

  it('EU zone requires the intra-community number unless the sector is zero-VAT', () => {
    expect(isEuCountry('IT')).toBe(true);
    expect(isEuCountry('CH')).toBe(false);
    expect(requiresVatNumber('FR')).toBe(true);
    expect(requiresVatNumber('FR', 'association')).toBe(false);
    expect(requiresVatNumber('US')).toBe(false);
  });

  it('a VAT number has at most 13 characters', () => {
    expect(isVatNumber('FR 40 303 265 045')).toBe(true);
    expect(isVatNumber('FR403032650451')).toBe(false);
    expect(isVatNumber('DE123456789')).toBe(true);
    expect(isVatNumber('123')).toBe(false);
  });
});

describe('dates', () => {
  it('checks real calendar dates', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('28/02/2026')).toBe(false);
  });

  it('fixes the day to 1 for month pickers', () => {
    expect(monthStart(2024, 9)).toBe('2024-09-01');
  });

  it('adds months, clamping to the last day', () => {
    expect(addMonths('2026-11-21', 3)).toBe('2027-02-21');
    expect(addMonths('2026-11-30', 3)).toBe('2027-02-28');
    expect(addMonths('2027-11-30', 3)).toBe('2028-02-29');
  });

  it('knows weekends and today in Paris', () => {
    expect(isWeekend('2026-11-21')).toBe(true);
    expect(isWeekend('2026-11-23')).toBe(false);
    expect(todayIso(new Date('2026-11-21T23:30:00Z'))).toBe('2026-11-22');
  });

  it('property: adding months never lands before the start', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }), fc.nat(36), (d, n) => {
        const iso = d.toISOString().slice(0, 10);
        expect(addMonths(iso, n) >= iso).toBe(true);
      }),
    );
  });
});
