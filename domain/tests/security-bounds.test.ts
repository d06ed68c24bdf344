import {
  candidateRegistrationSchema,
  createOfferStep1Schema,
  cvSchema,
  messages,
  offerDraftSchema,
  offerStep2Schema,
  parseForm,
  passwordSchema,
  plainPasswordSchema,
  PASSWORD_MAX_BYTES,
} from '../src';

/** Issue #10: what a form accepts must fit what bcrypt reads and what the database columns hold. */
const errorsOf = (result: ReturnType<typeof parseForm>) => (result.ok ? {} : result.errors);
const cdd = {
  offreTitre: 'Tractoriste',
  offreContrat: 2,
  offreTexte: '<p>Conduite du tracteur enjambeur.</p>',
  offrePays: 'FR',
  offreVille: '33314',
  offreDomaine1: 1,
  offreExperience: 3,
  offreNiveauEtude: 4,
  offreRemunerationmin: 1800,
  offreRemunerationmax: 2100,
  offreRemunerationPeriode: 'mois',
  dureeContratValue: 6,
  dureeContratChoice: 'mois',
};

it('says each bound in French', () => {
  for (const key of ['motDePasseTropLong', 'emailTropLong', 'nombreTropGrand', 'listeTropLongue', 'texteTropLong'] as const) {
    expect(messages[key]).toMatch(/^[A-ZÀ-Ý]/);
  }
});

describe('passwords fit what bcrypt reads (72 bytes)', () => {
  it('accepts 72 bytes and refuses 73, with a French message', () => {
    const at = `Aa1!${'x'.repeat(PASSWORD_MAX_BYTES - 4)}`;
    expect(PASSWORD_MAX_BYTES).toBe(72);
    expect(parseForm(passwordSchema, at).ok).toBe(true);
    expect(parseForm(passwordSchema, `${at}x`)).toStrictEqual({ ok: false, errors: { _form: messages.motDePasseTropLong } });
  });

  it('counts bytes, not characters: 40 accented letters are 80 bytes', () => {
    expect(errorsOf(parseForm(passwordSchema, `A1!${'é'.repeat(40)}`))).toStrictEqual({ _form: messages.motDePasseTropLong });
  });

  it('refuses a 100 KB password under plainPassword.first', () => {
    const huge = `Aa1!${'x'.repeat(100_000)}`;
    expect(errorsOf(parseForm(plainPasswordSchema, { first: huge, second: huge }))).toStrictEqual({
      first: messages.motDePasseTropLong,
    });
  });
});

describe('e-mail addresses fit the column (254 characters)', () => {
  it('refuses a 100 KB e-mail at sign-up under the spec field `email`, in French', () => {
    const errors = errorsOf(
      parseForm(candidateRegistrationSchema, {
        prenom: 'A',
        nom: 'B',
        email: `${'a'.repeat(100_000)}@example.fr`,
        plainPassword: { first: 'Vendange2026!', second: 'Vendange2026!' },
      }),
    );
    expect(errors).toStrictEqual({ email: messages.emailTropLong });
  });
});

describe('offer numbers fit their columns', () => {
  const schema = createOfferStep1Schema();

  it('refuses a duration past a 32-bit integer column (dureeContratValue=2147483648)', () => {
    expect(errorsOf(parseForm(schema, { ...cdd, dureeContratValue: '2147483648' }))).toStrictEqual({
      dureeContratValue: messages.nombreTropGrand,
    });
    expect(errorsOf(parseForm(offerDraftSchema, { ...cdd, dureeContratValue: 2 ** 31 }))).toStrictEqual({
      dureeContratValue: messages.nombreTropGrand,
    });
  });

  it('refuses pay past a decimal(10,2) column, min and max alike', () => {
    expect(errorsOf(parseForm(schema, { ...cdd, offreRemunerationmin: 1, offreRemunerationmax: 1e12 }))).toStrictEqual({
      offreRemunerationmax: messages.nombreTropGrand,
    });
    expect(errorsOf(parseForm(schema, { ...cdd, offreRemunerationmin: '100000000', offreRemunerationmax: '100000000' }))).toMatchObject({
      offreRemunerationmin: messages.nombreTropGrand,
    });
    expect(parseForm(schema, { ...cdd, offreRemunerationmin: 99_999_999, offreRemunerationmax: 99_999_999 }).ok).toBe(true);
  });

  it('refuses lists longer than their choices', () => {
    expect(errorsOf(parseForm(schema, { ...cdd, offreAvantage: Array.from({ length: 10_000 }, () => 1) }))).toStrictEqual({
      offreAvantage: messages.listeTropLongue,
    });
    expect(errorsOf(parseForm(schema, { ...cdd, offreDepartements: Array.from({ length: 10_000 }, () => '33') }))).toStrictEqual({
      offreDepartements: messages.listeTropLongue,
    });
    expect(
      errorsOf(parseForm(schema, { ...cdd, offreLangue: Array.from({ length: 1000 }, () => ({ langue: 1, niveau: 1 })) })),
    ).toStrictEqual({
      offreLangue: messages.listeTropLongue,
    });
    const step2 = { societe: 'abc', nombreSalaries: 1, offreModeReception: 'mail', offreMail: 'rh@domaine.fr' };
    expect(errorsOf(parseForm(offerStep2Schema, { ...step2, options: Array.from({ length: 1000 }, () => 1) }))).toStrictEqual({
      options: messages.listeTropLongue,
    });
  });

  it('answers long free text in French', () => {
    expect(errorsOf(parseForm(schema, { ...cdd, offreAvantageAutre: 'x'.repeat(256) }))).toStrictEqual({
      offreAvantageAutre: messages.texteTropLong,
    });
  });
});

describe('candidate numbers and lists fit their columns', () => {
  it('bounds the wished pay and the lists of the CV', () => {
    const result = parseForm(cvSchema, { cvRemuneration: 1e15, cvZonegeo: Array.from({ length: 10_000 }, () => 'dep33') });
    const errors = errorsOf(result);
    expect(errors.cvRemuneration).toBe(messages.nombreTropGrand);
    expect(errors.cvZonegeo).toBe(messages.listeTropLongue);
  });
});
