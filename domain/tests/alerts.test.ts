import {
  alertLabel,
  alertSignature,
  alertToOffersQuery,
  candidateAlertSchema,
  digestDue,
  digestWindowStart,
  DIGEST_OVERLAP_MS,
  isoWeek,
  offersQueryToAlert,
  parisHour,
  parisWeekday,
  parseForm,
  type AlertCriteria,
} from '../src';

const base: AlertCriteria = {
  zonegeo: [],
  rayon: 30,
  contrats: [],
  domaines: [],
  experience: [],
  niveaux: [],
  vendanges: false,
  saison: [],
  teletravail: false,
};

describe('alerts and the /offres URL', () => {
  it('reads an /offres search: words, zones, filters; the sort, page and « depuis » are the page’s', () => {
    const criteria = offersQueryToAlert({
      q: ' caviste ',
      departement: '33,24',
      region: '75',
      autour: '33063',
      rayon: '20',
      contrat: ['cdi', 'inconnu'],
      domaine: '1,999',
      experience: '2',
      niveau: '3',
      vendanges: '1',
      logement: '1',
      debutant: '1',
      repas: '0',
      tri: 'date',
      page: '3',
      depuis: '7',
    });
    expect(criteria).toEqual({
      motCle: 'caviste',
      zonegeo: ['dep33', 'dep24', 'reg75', 'vil33063'],
      rayon: 20,
      contrats: [1],
      domaines: [1],
      experience: [2],
      niveaux: [3],
      vendanges: true,
      saison: ['logement', 'debutant'],
      teletravail: false,
    });
    // A keyword keeps its commas; lists split on them.
    expect(offersQueryToAlert({ q: 'caviste, sommelier' }).motCle).toBe('caviste, sommelier');
    // A harvest flag keeps harvest offers only, so the alert is a harvest alert.
    expect(offersQueryToAlert({ repas: '1' })).toMatchObject({ vendanges: true, saison: ['repas'] });
    expect(offersQueryToAlert({ zone: 'dep33,xyz', rayon: '7', autour: 'vil33063' })).toMatchObject({
      zonegeo: ['dep33', 'vil33063'],
      rayon: 30,
    });
  });

  it('writes the alert back as one /offres query, a commune with its radius', () => {
    expect(alertToOffersQuery({ ...base, motCle: 'chai', zonegeo: ['dep33', 'vil33063'], contrats: [2], teletravail: true })).toEqual({
      q: 'chai',
      zone: 'dep33,vil33063',
      rayon: '30',
      contrat: 'cdd',
      teletravail: '1',
    });
    expect(alertToOffersQuery({ ...base, zonegeo: ['reg75'], domaines: [1, 2], experience: [1], niveaux: [2], vendanges: true })).toEqual({
      zone: 'reg75',
      domaine: '1,2',
      experience: '1',
      niveau: '2',
      vendanges: '1',
    });
    expect(alertToOffersQuery({ ...base, vendanges: true, saison: ['logement', 'repas'] })).toEqual({
      vendanges: '1',
      logement: '1',
      repas: '1',
    });
  });

  it('sees the same search in two orders and cases as one (« alertepresente »)', () => {
    const a = alertSignature({ ...base, motCle: 'Caviste  Conseil', zonegeo: ['dep33', 'dep24'], contrats: [1, 2] });
    const b = alertSignature({ ...base, motCle: 'caviste conseil', zonegeo: ['dep24', 'dep33'], contrats: [2, 1], rayon: 50 });
    expect(a).toBe(b);
    expect(alertSignature({ ...base, vendanges: true, saison: ['repas', 'logement'] })).toBe(
      alertSignature({ ...base, vendanges: true, saison: ['logement', 'repas'] }),
    );
    expect(alertSignature({ ...base, vendanges: true, saison: ['logement'] })).not.toBe(alertSignature({ ...base, vendanges: true }));
    expect(alertSignature({ ...base, zonegeo: ['vil33063'], rayon: 10 })).not.toBe(
      alertSignature({ ...base, zonegeo: ['vil33063'], rayon: 20 }),
    );
  });

  it('names an alert after its criteria', () => {
    expect(
      alertLabel({ ...base, motCle: 'caviste', contrats: [1], domaines: [1], vendanges: true, teletravail: true }, ['Gironde (33)']),
    ).toMatch(/^caviste · Gironde \(33\) · CDI · .+ · Vendanges · Télétravail$/);
    expect(alertLabel({ ...base, vendanges: true, saison: ['repas', 'logement'] }, [])).toBe(
      'Vendanges · Logement ou camping, Repas fournis',
    );
    expect(alertLabel({ ...base, motCle: 'x'.repeat(400) }, [])).toHaveLength(300);
  });

  it('validates the form: zones from the list, a known radius and frequency', () => {
    expect(parseForm(candidateAlertSchema, { zonegeo: ['Bordeaux'] })).toMatchObject({
      ok: false,
      errors: { 'zonegeo.0': 'Choisissez une zone dans la liste proposée.' },
    });
    expect(parseForm(candidateAlertSchema, { motCle: 'chai', rayon: 7 }).ok).toBe(false);
    expect(parseForm(candidateAlertSchema, { niveaux: ['3'] })).toMatchObject({ ok: true, data: { frequence: 'quotidienne', rayon: 30 } });
    expect(parseForm(candidateAlertSchema, { saison: ['logement'] })).toMatchObject({ ok: true, data: { saison: ['logement'] } });
    expect(parseForm(candidateAlertSchema, { saison: ['piscine'] }).ok).toBe(false);
  });
});

describe('when a digest is due', () => {
  const at = (iso: string) => new Date(iso);
  const daily = { frequence: 'quotidienne' as const, vendanges: false, dernierPassage: at('2026-11-23T06:10:00Z') };

  it('a daily alert once a day from 7:00 Paris time', () => {
    expect(digestDue(daily, at('2026-11-23T07:10:00Z'))).toBe(false); // 8:10 the same day
    expect(digestDue(daily, at('2026-11-24T05:10:00Z'))).toBe(false); // 6:10 the next day
    expect(digestDue(daily, at('2026-11-24T06:10:00Z'))).toBe(true); // 7:10 the next day
  });

  it('a weekly alert once an ISO week, from Monday 7:00 (or later in the week when Monday was missed)', () => {
    const weekly = { ...daily, frequence: 'hebdomadaire' as const };
    expect(digestDue(weekly, at('2026-11-27T10:00:00Z'))).toBe(false);
    expect(digestDue(weekly, at('2026-11-30T05:10:00Z'))).toBe(false); // Monday 6:10
    expect(digestDue(weekly, at('2026-11-30T06:10:00Z'))).toBe(true); // Monday 7:10
    expect(digestDue(weekly, at('2026-12-01T03:00:00Z'))).toBe(true); // Tuesday night
  });

  it('a daily harvest alert every run', () => {
    expect(digestDue({ ...daily, vendanges: true }, at('2026-11-23T06:20:00Z'))).toBe(true);
    expect(digestDue({ ...daily, vendanges: true, frequence: 'hebdomadaire' }, at('2026-11-23T06:20:00Z'))).toBe(false);
  });

  it('looks back one overlap before the last run, never before the alert existed', () => {
    const created = at('2026-11-20T10:00:00Z');
    expect(digestWindowStart(created, at('2026-11-23T06:00:00Z'))).toBe(Date.parse('2026-11-23T06:00:00Z') - DIGEST_OVERLAP_MS);
    expect(digestWindowStart(created, created)).toBe(created.getTime());
  });

  it('reads Paris time across daylight saving', () => {
    expect(parisHour(at('2026-07-01T05:30:00Z'))).toBe(7);
    expect(parisHour(at('2026-12-01T05:30:00Z'))).toBe(6);
    expect(parisWeekday(at('2026-11-29T23:30:00Z'))).toBe(1); // Monday 0:30 in Paris
    expect(isoWeek(at('2026-12-31T12:00:00Z'))).toBe('2026-W53');
    expect(isoWeek(at('2027-01-04T12:00:00Z'))).toBe('2027-W01');
  });
});
