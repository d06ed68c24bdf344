import { addDays, todayIso } from '../src/dates';
import { hourText, JOB_DATING_DAYS_AHEAD_MAX, JOB_DATING_SLOTS_MAX, jobDatingSchema, jobDatingSlots } from '../src/job-dating';
import { formatMessage, messages } from '../src/messages';
import { seasonalExpiry, seasonalInviteSchema, seasonMarkSchema, seasonReviewOpen, SEASONAL_INVITE_MAX } from '../src/seasonal';

const errorsOf = (
  schema: { safeParse(value: unknown): { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } } },
  value: unknown,
) => {
  const parsed = schema.safeParse(value);
  return parsed.success ? {} : Object.fromEntries((parsed.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
};

describe('the season review (issue #40 item 5)', () => {
  it('opens once the harvest has begun, or once the offer has left the site', () => {
    const today = '2027-09-10';
    expect(seasonReviewOpen({ today, online: false, demarrage: null, debutAuPlusTot: null })).toBe(true);
    expect(seasonReviewOpen({ today, online: true, demarrage: '2027-09-10', debutAuPlusTot: '2027-09-01' })).toBe(true);
    expect(seasonReviewOpen({ today, online: true, demarrage: '2027-09-12', debutAuPlusTot: '2027-09-01' })).toBe(false);
    expect(seasonReviewOpen({ today, online: true, demarrage: null, debutAuPlusTot: '2027-09-09' })).toBe(true);
    expect(seasonReviewOpen({ today, online: true, demarrage: null, debutAuPlusTot: null })).toBe(false);
  });

  it('keeps an entry two years, a 29 February to the 1st of March', () => {
    expect(seasonalExpiry('2026-09-15')).toBe('2028-09-15');
    expect(seasonalExpiry('2028-02-29')).toBe('2030-03-01');
  });

  it('takes an outcome and « à reprendre »; invitations are bounded', () => {
    expect(seasonMarkSchema.parse({ candidature: 'abc123', bilan: 'pas-venu', aReprendre: 'on' })).toEqual({
      candidature: 'abc123',
      bilan: 'pas-venu',
      aReprendre: true,
    });
    expect(errorsOf(seasonMarkSchema, { candidature: 'abc', bilan: 'renvoye' })).toHaveProperty('bilan');
    expect(
      errorsOf(seasonalInviteSchema, { offre: 'abc', saisonniers: Array.from({ length: SEASONAL_INVITE_MAX + 1 }, () => 'x') }),
    ).toHaveProperty('saisonniers');
  });
});

describe('a job-dating day (issue #40 item 6)', () => {
  const day = {
    titre: 'Job-dating',
    date: addDays(todayIso(), 5),
    lieu: 'Chai',
    debut: '09:00',
    fin: '10:00',
    dureeCreneau: 20,
    capacite: 3,
  };

  it('cuts the hours into whole slots', () => {
    expect(jobDatingSlots({ debut: '09:00', fin: '10:10', dureeCreneau: 20 })).toEqual([
      { debut: '09:00', fin: '09:20' },
      { debut: '09:20', fin: '09:40' },
      { debut: '09:40', fin: '10:00' },
    ]);
    expect(hourText('09:00')).toBe('9 h');
    expect(hourText('14:30')).toBe('14 h 30');
  });

  it('refuses a day gone by or too far, hours the wrong way round, no whole slot, too many slots, a wrong length', () => {
    expect(errorsOf(jobDatingSchema, day)).toEqual({});
    expect(errorsOf(jobDatingSchema, { ...day, date: addDays(todayIso(), -1) })).toEqual({ date: messages.jobDatingPassee });
    expect(errorsOf(jobDatingSchema, { ...day, date: addDays(todayIso(), JOB_DATING_DAYS_AHEAD_MAX + 1) })).toEqual({
      date: messages.jobDatingTropLoin,
    });
    expect(errorsOf(jobDatingSchema, { ...day, fin: '08:00' })).toEqual({ fin: messages.jobDatingHeureFin });
    expect(errorsOf(jobDatingSchema, { ...day, fin: '09:10' })).toEqual({ dureeCreneau: messages.jobDatingAucunCreneau });
    expect(errorsOf(jobDatingSchema, { ...day, debut: '06:00', fin: '23:00', dureeCreneau: 10 })).toEqual({
      dureeCreneau: formatMessage('jobDatingCreneauxMax', { max: JOB_DATING_SLOTS_MAX }),
    });
    expect(errorsOf(jobDatingSchema, { ...day, dureeCreneau: 25 })).toEqual({ dureeCreneau: messages.nombreInvalide });
    expect(errorsOf(jobDatingSchema, { ...day, debut: '9h' })).toEqual({ debut: messages.demarrageHeure });
  });
});
