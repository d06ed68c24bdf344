import type { DurationUnit } from '../constants';
import { calendarDay, calendarRange, startMomentIn } from './dates';
import type { OfferWords } from './offer-words';

const INTL = 'pl-PL';

/** Polish plural forms: 1 dzień, 2–4 dni / lata (not 12–14), 5+ (and 0) dni / lat. */
const form = (n: number, one: string, few: string, many: string) =>
  n === 1 ? one : n % 10 >= 2 && n % 10 <= 4 && (n % 100 < 12 || n % 100 > 14) ? few : many;
const count = (n: number, one: string, few: string, many: string) => `${n} ${form(n, one, few, many)}`;

const DURATION_FORMS: Readonly<Record<DurationUnit, readonly [string, string, string]>> = {
  jours: ['dzień', 'dni', 'dni'],
  semaines: ['tydzień', 'tygodnie', 'tygodni'],
  mois: ['miesiąc', 'miesiące', 'miesięcy'],
  annees: ['rok', 'lata', 'lat'],
};

/**
 * « 8 września 2027 » (the genitive date already says « on »), « między 8 a 16 września 2027 », « między 28 sierpnia
 * a 5 września 2027 »: the range Intl writes (« 8–16 września 2027 »), its dash said as « między … a … ».
 */
function polishWindow(from: string, to: string): string {
  if (from === to) return calendarDay(INTL, from);
  const range = calendarRange(INTL, from, to);
  const parts = range.split(/\s*–\s*/);
  return parts.length === 2 ? `między ${parts[0]} a ${parts[1]}` : range;
}

/** Polish (pl-PL): what an offer's page, card and e-mails say around the recruiter's words; French (./fr.ts) is the reference. */
export const PL_OFFER_WORDS: OfferWords = {
  intl: INTL,
  page: {
    details: 'W skrócie',
    description: 'Opis stanowiska',
    candidate: 'Profil kandydata',
    more: 'Informacje dodatkowe',
    anonymousCompany: 'Firma poufna',
    harvest: 'Winobranie',
    season: 'Sezon winobrania',
    permisMobile: 'Wymagane prawo jazdy i własny pojazd',
    teletravail: 'Możliwa praca zdalna',
  },
  facts: {
    contract: 'Umowa',
    duration: 'Czas trwania',
    place: 'Miejsce pracy',
    pay: 'Wynagrodzenie',
    experience: 'Doświadczenie',
    studyLevel: 'Wykształcenie',
    domains: 'Dziedziny',
    languages: 'Języki',
    benefits: 'Benefity',
    published: 'Data publikacji',
    until: 'Ważna do',
  },
  pay: {
    range: (low, high) => `${low} – ${high}`,
    from: (low) => `Od ${low}`,
    upTo: (high) => `Do ${high}`,
    periods: { heure: 'brutto za godzinę', mois: 'brutto miesięcznie', an: 'brutto rocznie' },
  },
  harvest: {
    start: 'Rozpoczęcie',
    plannedDuration: 'Przewidywany czas trwania',
    days: (n) => count(n, 'dzień', 'dni', 'dni'),
    positions: 'Liczba miejsc',
    allFilled: 'Wszystkie miejsca są obsadzone',
    openOf: (open, total) => `${count(open, 'wolne miejsce', 'wolne miejsca', 'wolnych miejsc')} z ${total}`,
    jobs: 'Stanowiska',
    housing: 'Zakwaterowanie',
    places: (n) => count(n, 'miejsce', 'miejsca', 'miejsc'),
    meals: 'Posiłki',
    and: ' i ',
    noMeals: 'Niezapewnione',
    transport: 'Transport',
    minimumAge: 'Minimalny wiek',
    years: (n) => count(n, 'rok', 'lata', 'lat'),
    firstSeason: 'Pierwszy sezon',
    beginnersWelcome: 'Osoby bez doświadczenia mile widziane',
    window: polishWindow,
    cardStart: (when) => `Rozpoczęcie: ${when}`,
    cardHousedOnSite: 'Zakwaterowanie na miejscu',
    cardCamping: 'Kemping na miejscu',
    cardMeals: 'Posiłki zapewnione',
    openPositions: (n) => count(n, 'wolne miejsce', 'wolne miejsca', 'wolnych miejsc'),
    startMoment: (day, hour) => startMomentIn('pl-PL', day, hour),
    startAnswers: { present: 'Będę na miejscu', absent: 'Nie mogę już przyjechać' },
  },
  duration: (value, unit) => count(value, ...DURATION_FORMS[unit]),
  labels: {
    contracts: {
      1: 'Umowa na czas nieokreślony (CDI)',
      2: 'Umowa na czas określony (CDD)',
      3: 'Praca tymczasowa przez agencję',
      4: 'Kształcenie dualne / nauka zawodu',
      5: 'Staż',
      6: 'Samozatrudnienie',
    },
    domains: {
      1: 'Uprawa winorośli i prace w winnicy',
      2: 'Produkcja wina i piwnica',
      3: 'Handel i sprzedaż',
      4: 'Eksport',
      5: 'Sklep z winami i sommelierstwo',
      6: 'Enoturystyka i obsługa gości',
      7: 'Obsługa maszyn i mechanika',
      8: 'Kierowanie winnicą i zarządzanie',
      9: 'Marketing i komunikacja',
      10: 'Laboratorium, jakość i enologia',
      11: 'Logistyka i pakowanie',
      12: 'Alkohole mocne i destylacja',
    },
    experience: {
      1: 'Również dla początkujących',
      2: 'Poniżej 2 lat',
      3: '2–5 lat',
      4: '5–10 lat',
      5: 'Powyżej 10 lat',
    },
    studyLevels: {
      1: 'Bez dyplomu',
      2: 'Wykształcenie zawodowe (CAP / BEP: CAPA Vigne et vin)',
      3: 'Średnie z maturą (Bac: Bac pro CGEA)',
      4: 'Matura + 2 lata nauki (Bac +2: BTSA Viticulture-Œnologie)',
      5: 'Licencjat (Bac +3: Licence pro)',
      6: 'Studia magisterskie (Bac +5: Master, DNO, ingénieur)',
    },
    languages: {
      1: 'Angielski',
      2: 'Niemiecki',
      3: 'Hiszpański',
      4: 'Włoski',
      5: 'Chiński',
      6: 'Japoński',
      7: 'Rosyjski',
      8: 'Portugalski',
      9: 'Niderlandzki',
    },
    languageLevels: {
      1: 'Podstawowy',
      2: 'Średnio zaawansowany',
      3: 'Biegły',
      4: 'Dwujęzyczny',
    },
    benefits: {
      1: 'Zakwaterowanie',
      2: 'Posiłki',
      3: 'Samochód służbowy',
      4: 'Dodatkowe ubezpieczenie zdrowotne',
      5: 'Bony na posiłki',
    },
    salaryBenefits: {
      1: 'Trzynasta pensja',
      2: 'Premie',
      3: 'Udział w zyskach',
      4: 'Prowizje',
    },
    harvestJobs: {
      coupeur: 'Zbieracz / zbieraczka winogron',
      porteur: 'Tragarz (noszenie koszy)',
      trieur: 'Sortowacz / sortowaczka winogron',
      conducteur: 'Operator / operatorka kombajnu do winogron',
      tractoriste: 'Traktorzysta / traktorzystka',
      cave: 'Piwnica i tłocznia',
      'chef-equipe': 'Brygadzista / brygadzistka',
      cuisine: 'Kuchnia',
    },
    harvestHousing: {
      'sur-place': 'Zakwaterowanie na miejscu',
      camping: 'Miejsce na kempingu',
      aucun: 'Brak zakwaterowania',
    },
    harvestMeals: {
      dejeuner: 'Obiad',
      diner: 'Kolacja',
    },
    harvestTransport: {
      ramassage: 'Dowóz z punktu zbiórki',
      'navette-gare': 'Dowóz z dworca kolejowego',
      aucun: 'Brak transportu',
    },
    harvestFlags: {
      logement: 'Zakwaterowanie lub kemping',
      repas: 'Posiłki zapewnione',
      transport: 'Zapewniony transport',
      debutant: 'Osoby bez doświadczenia mile widziane',
    },
  },
};
