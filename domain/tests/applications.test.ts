import { chaseUp, isApplicationStatus, CHASE_UP_DELAY_DAYS, expressApplicationSchema, messages, parseForm, retentionLimit } from '../src';

const applied = '2026-11-01T10:00:00.000Z';
const open = { date: applied, statut: 0, relanceLe: null, retiree: false };

describe('chase-up (once, seven days after applying, while unanswered)', () => {
  it('waits seven days', () => {
    expect(CHASE_UP_DELAY_DAYS).toBe(7);
    expect(chaseUp(open, new Date('2026-11-08T09:59:59Z'))).toEqual({
      date: null,
      possible: false,
      possibleLe: '2026-11-08T10:00:00.000Z',
    });
    expect(chaseUp(open, new Date('2026-11-08T10:00:00Z')).possible).toBe(true);
  });

  it('happens once, then shows its date', () => {
    expect(chaseUp({ ...open, relanceLe: '2026-11-09T08:00:00.000Z' }, new Date('2026-12-01'))).toEqual({
      date: '2026-11-09T08:00:00.000Z',
      possible: false,
      possibleLe: null,
    });
  });

  it('is pointless once the recruiter answered or the candidate withdrew', () => {
    expect(chaseUp({ ...open, statut: 1 }, new Date('2026-12-01')).possible).toBe(false);
    expect(chaseUp({ ...open, statut: 2 }, new Date('2026-12-01')).possible).toBe(false);
    expect(chaseUp({ ...open, retiree: true }, new Date('2026-12-01')).possible).toBe(false);
  });
});

it('keeps applications two years after the last contact', () => {
  expect(retentionLimit(new Date('2026-11-23T00:00:00Z')).toISOString()).toBe('2024-11-23T00:00:00.000Z');
});

describe('a harvest application without a CV', () => {
  const valid = {
    disponibleDu: '2027-09-01',
    disponibleAu: '2027-09-30',
    telephone: '06 12 34 56 78',
    candidatOffreReponse: 'Disponible pour les vendanges, j’ai déjà fait trois saisons.',
  };

  it('takes dates, a phone and the message', () => {
    expect(parseForm(expressApplicationSchema, valid)).toEqual({ ok: true, data: { ...valid, telephone: '0612345678' } });
    // A worker from abroad gives their own number (issue #41).
    for (const [typed, kept] of [
      ['+34 612 345 678', '+34612345678'],
      ['0048 512-345-678', '+48512345678'],
      ['+40 (712) 345 678', '+40712345678'],
    ])
      expect(parseForm(expressApplicationSchema, { ...valid, telephone: typed })).toEqual({
        ok: true,
        data: { ...valid, telephone: kept },
      });
    for (const wrong of ['+0 612 345', '+34 61', '06123456789', '612345678'])
      expect(parseForm(expressApplicationSchema, { ...valid, telephone: wrong })).toEqual({
        ok: false,
        errors: { telephone: messages.telephoneTravailleurInvalide },
      });
  });

  it('names each wrong field', () => {
    const parsed = parseForm(expressApplicationSchema, {
      disponibleDu: '2027-02-30',
      disponibleAu: '',
      telephone: '12',
      candidatOffreReponse: '🍇',
    });
    expect(parsed).toEqual({
      ok: false,
      errors: {
        disponibleDu: messages.dateInvalide,
        disponibleAu: messages.dateInvalide,
        telephone: messages.telephoneTravailleurInvalide,
        candidatOffreReponse: messages.messageCaracteresSpeciaux,
      },
    });
  });

  it('refuses an end before the start', () => {
    const parsed = parseForm(expressApplicationSchema, { ...valid, disponibleAu: '2027-08-31' });
    expect(parsed).toEqual({ ok: false, errors: { disponibleAu: messages.sessionDateFin } });
  });
});

it('knows the three statuses', () => {
  expect([0, 1, 2, 3, -1].map(isApplicationStatus)).toEqual([true, true, true, false, false]);
});
