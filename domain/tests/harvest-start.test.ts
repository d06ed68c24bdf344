import { addDays, todayIso } from '../src/dates';
import { harvestStartSchema, startCountsText, startLinkExpiry, startMomentText, START_DAYS_AHEAD_MAX } from '../src/harvest-start';
import { messages } from '../src/messages';

const errorsOf = (value: unknown) => {
  const parsed = harvestStartSchema.safeParse(value);
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('the harvest start form', () => {
  const start = { date: addDays(todayIso(), 10), heure: '07:30', lieu: 'Cour du château' };

  it('takes a day from today on, an hour and a place; what to bring is optional', () => {
    expect(harvestStartSchema.parse({ ...start, aApporter: '  ' })).toEqual({ ...start, aApporter: undefined });
    expect(errorsOf({ ...start, date: todayIso() })).toEqual({});
  });

  it('refuses a day gone by, one beyond a year, a day that does not exist, a wrong hour and an empty place', () => {
    expect(errorsOf({ ...start, date: addDays(todayIso(), -1) })).toEqual({ date: messages.demarragePasse });
    expect(errorsOf({ ...start, date: addDays(todayIso(), START_DAYS_AHEAD_MAX + 1) })).toEqual({ date: messages.dateInvalide });
    expect(errorsOf({ ...start, date: '2027-02-30' })).toEqual({ date: messages.dateInvalide });
    expect(errorsOf({ ...start, heure: '24:00' })).toEqual({ heure: messages.demarrageHeure });
    expect(errorsOf({ ...start, heure: '7h30' })).toEqual({ heure: messages.demarrageHeure });
    expect(errorsOf({ ...start, lieu: '   ' })).toEqual({ lieu: messages.champObligatoire });
    expect(errorsOf({ ...start, aApporter: 'x'.repeat(1001) })).toEqual({ aApporter: messages.texteTropLong });
  });
});

describe('what the start says', () => {
  it('writes the moment in French, the hour without « 00 »', () => {
    expect(startMomentText('2027-09-11', '07:30')).toBe('samedi 11 septembre 2027 à 7 h 30');
    expect(startMomentText('2027-09-01', '08:00')).toBe('mercredi 1er septembre 2027 à 8 h');
  });

  it('ends a link with the start’s day in Paris, summer and winter', () => {
    // 2027-09-12 00:00 UTC is 02:00 in Paris: the 11th is over there.
    expect(startLinkExpiry('2027-09-11')).toBe(Date.parse('2027-09-12T00:00:00Z') / 1000);
    // Winter: the 11th ends at 23:00 UTC; the link lasts an hour into the 12th, never less than the day.
    const winter = startLinkExpiry('2027-12-11') * 1000;
    expect(todayIso(new Date(Date.parse('2027-12-11T22:59:59Z')))).toBe('2027-12-11');
    expect(winter - Date.parse('2027-12-11T23:00:00Z')).toBe(60 * 60 * 1000);
  });

  it('counts with French plurals', () => {
    expect(startCountsText({ presents: 12, absents: 1, sansReponse: 0 })).toBe('12 présents · 1 absent · 0 sans réponse');
    expect(startCountsText({ presents: 1, absents: 3, sansReponse: 20 })).toBe('1 présent · 3 absents · 20 sans réponse');
  });
});
