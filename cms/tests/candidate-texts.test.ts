import { SITE_LANGUAGES } from '@cep/domain';
import { CANDIDATE_TEXTS, type CandidateTexts, type DigestOffer, type SlotTime, type StartNews } from '../src/email/candidate';

/**
 * Every language's set renders every text (issue #41 item 2): no template throws, none has an empty subject or
 * body, and each language writes its own words (only French reads as French). No Strapi: the sets are plain functions.
 */
type Emails = CandidateTexts['emails'];
type Sms = CandidateTexts['sms'];
type Push = CandidateTexts['push'];

const start: StartNews = { day: '2027-09-13', heure: '07:30', lieu: 'Cour du château, Pauillac', aApporter: 'Bottes, gants' };
const slot: SlotTime = { day: '2027-09-05', debut: '09:30', fin: '10:00' };
const offers: DigestOffer[] = [
  { titre: 'Coupeur', entreprise: 'Château Lafleur', lieu: 'Saisonnier · Pauillac', url: 'https://cep.test/offres/1' },
  { titre: 'Porteur', entreprise: null, lieu: '', url: 'https://cep.test/offres/2' },
];
const newsletter = offers.map((offer) => ({ ...offer, entreprise: offer.entreprise ?? 'Château Voisin' }));
const links = { offres: 'https://cep.test/offres', gerer: 'https://cep.test/gerer', desinscription: 'https://cep.test/stop' };
const url = 'https://cep.test/lien';

/** Each text's values, in every case worth rendering; a text of the French set without any fails below. */
const EMAIL_CASES: { [K in keyof Emails]: Array<Parameters<Emails[K]>> } = {
  confirmation: [['Ana', url]],
  emailChange: [['Ana', url]],
  emailChanged: [['Ana', 'ana@exemple.pt']],
  resetPassword: [['', url]],
  applicationReceived: [
    ['Ana', 'Coupeur', 'Château Lafleur', url],
    ['Ana', 'Coupeur', '', url],
  ],
  applicationPreselected: [
    ['Ana', 'Coupeur', 'Château Lafleur', url],
    ['Ana', 'Coupeur', '', url],
  ],
  applicationNotRetained: [
    ['Ana', 'Coupeur', 'Château Lafleur', url],
    ['', 'Coupeur', '', url],
  ],
  harvestStart: (['confirme', 'deplace', 'precise', 'relance'] as const).flatMap((kind) => [
    [kind, 'Ana', 'Coupeur', 'Château Lafleur', start, url] as const,
    [kind, '', 'Coupeur', '', { ...start, heure: '13:05', aApporter: null }, url] as const,
  ]),
  unsolicitedInvitation: [['Ana', 'Château Lafleur', 'Coupeur', url]],
  jobDatingBooked: [['Ana', 'Journée vendanges', 'Château Lafleur', slot, 'Pauillac', url]],
  jobDatingCancelled: [['', 'Journée vendanges', 'Château Lafleur', slot, url]],
  rehireInvitation: [['Ana', 'Château Lafleur', 'Domaine Delmas', 'Coupeur', url]],
  weeklyNewsletter: [
    ['Ana', newsletter, newsletter, url, url],
    ['', [], newsletter, url, url],
  ],
  unreadMessages: [
    ['Ana', 'Château Lafleur', 1, 'Coupeur', 'Bonjour !', url, url],
    ['Ana', null, 25, null, 'Bonjour !', url, url],
  ],
  alertDigest: [
    ['Ana', 'Vendanges Gironde', offers.slice(0, 1), 1, links],
    ['Ana', 'Vendanges Gironde', offers, 2, links],
    ['', 'Vendanges Gironde', offers, 3, links],
    ['Ana', 'Vendanges Gironde', offers, 24, links],
  ],
};
const SMS_CASES: { [K in keyof Sms]: Array<Parameters<Sms[K]>> } = {
  frame: [['corps']],
  code: [['123456']],
  harvestStart: (['confirme', 'deplace', 'precise', 'relance'] as const).map(
    (kind) => [kind, 'Coupeur, Château Lafleur', start, url] as const,
  ),
  jobDatingBooked: [['Journée vendanges', 'Château Lafleur', slot, 'Pauillac']],
  jobDatingCancelled: [
    ['Journée vendanges', 'Château Lafleur', slot.day, slot],
    ['Journée vendanges', '', slot.day, null],
  ],
};
const PUSH_CASES: { [K in keyof Push]: Array<Parameters<Push[K]>> } = {
  applicationStatus: [
    ['Coupeur', 1],
    ['Coupeur', 2],
  ],
  message: [
    ['Château Lafleur', 'Bonjour !', null],
    [null, '', 'contrat.pdf'],
  ],
  harvestStart: (['confirme', 'deplace', 'precise', 'relance'] as const).map((kind) => [kind, 'Coupeur', start] as const),
};

/** Calls a set's text with one case's values (the tables above hold each text's own parameters). */
function render<T>(texts: Record<string, (...values: never[]) => T>, name: string, values: readonly unknown[]): T {
  const text = texts[name];
  if (!text) throw new Error(`no text ${name}`);
  return (text as (...values: readonly unknown[]) => T)(...values);
}

/** The names of a part of the French set, the reference every language is typed by. */
const namesOf = (part: 'emails' | 'sms' | 'push') => Object.keys(CANDIDATE_TEXTS.fr[part]);

it('has values for every text of the French set', () => {
  expect(Object.keys(EMAIL_CASES).sort()).toEqual(namesOf('emails').sort());
  expect(Object.keys(SMS_CASES).sort()).toEqual(namesOf('sms').sort());
  expect(Object.keys(PUSH_CASES).sort()).toEqual(namesOf('push').sort());
});

describe.each(SITE_LANGUAGES)('the candidate’s texts in %s', (language) => {
  const texts = CANDIDATE_TEXTS[language];

  it.each(namesOf('emails'))('renders the e-mail %s with a subject, a text and HTML in its language', (name) => {
    for (const values of EMAIL_CASES[name as keyof Emails] ?? []) {
      const content = texts.withPreferencesLink(render(texts.emails, name, values), url);
      expect(content.subject.trim()).not.toBe('');
      expect(content.text).toContain(url);
      expect(content.html).toContain(`<html lang="${language}">`);
      expect(content.html).not.toMatch(/undefined|null|NaN|Invalid Date/);
      expect(content.text).not.toMatch(/undefined|null|NaN|Invalid Date/);
      // Only the French set signs in French.
      expect(content.text.includes('L’équipe Cep')).toBe(language === 'fr');
    }
  });

  it.each(namesOf('sms'))('writes the SMS %s', (name) => {
    for (const values of SMS_CASES[name as keyof Sms] ?? []) {
      const text = texts.sms.frame(render(texts.sms, name, values));
      expect(text).toMatch(/^Cep ?: \S/);
      expect(text).toMatch(/STOP$/);
      expect(text).not.toMatch(/undefined|null|NaN|Invalid Date/);
    }
  });

  it.each(namesOf('push'))('writes the notification %s', (name) => {
    for (const values of PUSH_CASES[name as keyof Push] ?? []) {
      const words = render(texts.push, name, values);
      expect(words.title.trim()).not.toBe('');
      expect(words.body.trim()).not.toBe('');
      expect(`${words.title} ${words.body}`).not.toMatch(/undefined|null|NaN|Invalid Date/);
    }
  });
});

it('dates a start as each language writes it', () => {
  const subjects = SITE_LANGUAGES.map(
    (language) => CANDIDATE_TEXTS[language].emails.harvestStart('confirme', 'Ana', 'Coupeur', '', start, url).subject,
  );
  expect(subjects).toEqual([
    'Vendanges : démarrage le lundi 13 septembre 2027 à 7 h 30',
    'Vendimia: comienzo el lunes, 13 de septiembre de 2027, a las 7:30',
    'Winobranie: rozpoczęcie – poniedziałek, 13 września 2027, godz. 07:30',
    'Culesul strugurilor: începe luni, 13 septembrie 2027, ora 07:30',
    'Vindima: início confirmado, segunda-feira, 13 de setembro de 2027, às 07:30',
    'Grape harvest: starting Monday, 13 September 2027 at 07:30',
  ]);
});

it('counts as Polish and Romanian do', () => {
  const subject = (language: 'pl' | 'ro', total: number) =>
    CANDIDATE_TEXTS[language].emails.alertDigest('Ana', 'Gironde', offers, total, links).subject;
  expect([2, 5, 22].map((total) => subject('pl', total))).toEqual([
    '2 nowe oferty dla Twojego alertu „Gironde”',
    '5 nowych ofert dla Twojego alertu „Gironde”',
    '22 nowe oferty dla Twojego alertu „Gironde”',
  ]);
  expect([3, 20, 101].map((total) => subject('ro', total))).toEqual([
    '3 oferte noi pentru alerta dumneavoastră „Gironde”',
    '20 de oferte noi pentru alerta dumneavoastră „Gironde”',
    '101 oferte noi pentru alerta dumneavoastră „Gironde”',
  ]);
});
