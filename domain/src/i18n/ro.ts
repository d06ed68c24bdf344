import type { DurationUnit } from '../constants';
import { calendarDay, calendarRange, startMomentIn } from './dates';
import type { OfferWords } from './offer-words';

const INTL = 'ro-RO';

/**
 * Romanian counts: « 1 zi », « 2 zile », « 19 zile », then « 20 de zile », « 101 zile », « 120 de zile » (« de » when
 * the last two digits are 00 or 20–99; never for 0).
 */
const count = (n: number, one: string, many: string) => {
  if (n === 1) return `${n} ${one}`;
  const lastTwo = n % 100;
  return n === 0 || (lastTwo >= 1 && lastTwo <= 19) ? `${n} ${many}` : `${n} de ${many}`;
};

const DURATION_FORMS: Readonly<Record<DurationUnit, readonly [string, string]>> = {
  jours: ['zi', 'zile'],
  semaines: ['săptămână', 'săptămâni'],
  mois: ['lună', 'luni'],
  annees: ['an', 'ani'],
};

/**
 * « pe 8 septembrie 2027 », « între 8 și 16 septembrie 2027 », « între 28 august și 5 septembrie 2027 »: the range Intl
 * writes (« 8–16 septembrie 2027 »), its dash said as « între … și … ».
 */
function romanianWindow(from: string, to: string): string {
  if (from === to) return `pe ${calendarDay(INTL, from)}`;
  const range = calendarRange(INTL, from, to);
  const parts = range.split(/\s*–\s*/);
  return parts.length === 2 ? `între ${parts[0]} și ${parts[1]}` : range;
}

/** Romanian (ro-RO): what an offer's page, card and e-mails say around the recruiter's words; French (./fr.ts) is the reference. */
export const RO_OFFER_WORDS: OfferWords = {
  intl: INTL,
  page: {
    details: 'Pe scurt',
    description: 'Descrierea postului',
    candidate: 'Profilul căutat',
    more: 'Informații suplimentare',
    anonymousCompany: 'Companie confidențială',
    harvest: 'Cules de struguri',
    season: 'Sezonul de cules',
    permisMobile: 'Permis de conducere și vehicul propriu obligatorii',
    teletravail: 'Posibilitate de lucru la distanță',
  },
  facts: {
    contract: 'Contract',
    duration: 'Durată',
    place: 'Locul de muncă',
    pay: 'Salariu',
    experience: 'Experiență',
    studyLevel: 'Nivel de studii',
    domains: 'Domenii',
    languages: 'Limbi',
    benefits: 'Beneficii',
    published: 'Data publicării',
    until: 'Valabilă până la',
  },
  pay: {
    range: (low, high) => `${low} – ${high}`,
    from: (low) => `De la ${low}`,
    upTo: (high) => `Până la ${high}`,
    periods: { heure: 'brut pe oră', mois: 'brut pe lună', an: 'brut pe an' },
  },
  harvest: {
    start: 'Început',
    plannedDuration: 'Durată estimată',
    days: (n) => count(n, 'zi', 'zile'),
    positions: 'Posturi',
    allFilled: 'Toate posturile sunt ocupate',
    openOf: (open, total) => `${count(open, 'post liber', 'posturi libere')} din ${total}`,
    jobs: 'Meserii',
    housing: 'Cazare',
    places: (n) => count(n, 'loc', 'locuri'),
    meals: 'Mese',
    and: ' și ',
    noMeals: 'Nu sunt asigurate',
    transport: 'Transport',
    minimumAge: 'Vârsta minimă',
    years: (n) => count(n, 'an', 'ani'),
    firstSeason: 'Primul sezon',
    beginnersWelcome: 'Începătorii sunt bineveniți',
    window: romanianWindow,
    cardStart: (when) => `Începe ${when}`,
    cardHousedOnSite: 'Cazare la fața locului',
    cardCamping: 'Camping la fața locului',
    cardMeals: 'Mese asigurate',
    openPositions: (n) => count(n, 'post liber', 'posturi libere'),
    startMoment: (day, hour) => startMomentIn('ro-RO', day, hour),
    startAnswers: { present: 'Voi fi acolo', absent: 'Nu mai pot veni' },
  },
  duration: (value, unit) => count(value, ...DURATION_FORMS[unit]),
  labels: {
    contracts: {
      1: 'Contract pe durată nedeterminată (CDI)',
      2: 'Contract pe durată determinată (CDD)',
      3: 'Muncă temporară prin agenție',
      4: 'Ucenicie / formare în alternanță',
      5: 'Stagiu',
      6: 'Activitate independentă',
    },
    domains: {
      1: 'Viticultură și lucrări în vie',
      2: 'Vinificație și cramă',
      3: 'Comerț și vânzări',
      4: 'Export',
      5: 'Vânzare de vinuri și somelierie',
      6: 'Enoturism și primirea vizitatorilor',
      7: 'Conducere de utilaje și mecanică',
      8: 'Conducerea și administrarea domeniului viticol',
      9: 'Marketing și comunicare',
      10: 'Laborator, calitate și oenologie',
      11: 'Logistică și ambalare',
      12: 'Băuturi spirtoase și distilare',
    },
    experience: {
      1: 'Se acceptă începători',
      2: 'Sub 2 ani',
      3: '2–5 ani',
      4: '5–10 ani',
      5: 'Peste 10 ani',
    },
    studyLevels: {
      1: 'Fără diplomă',
      2: 'Școală profesională (CAP / BEP: CAPA Vigne et vin)',
      3: 'Bacalaureat (Bac: Bac pro CGEA)',
      4: 'Bacalaureat + 2 ani de studii (Bac +2: BTSA Viticulture-Œnologie)',
      5: 'Licență (Bac +3: Licence pro)',
      6: 'Master sau inginer (Bac +5: Master, DNO, ingénieur)',
    },
    languages: {
      1: 'Engleză',
      2: 'Germană',
      3: 'Spaniolă',
      4: 'Italiană',
      5: 'Chineză',
      6: 'Japoneză',
      7: 'Rusă',
      8: 'Portugheză',
      9: 'Neerlandeză',
    },
    languageLevels: {
      1: 'Noțiuni de bază',
      2: 'Intermediar',
      3: 'Fluent',
      4: 'Bilingv',
    },
    benefits: {
      1: 'Cazare',
      2: 'Mese',
      3: 'Mașină de serviciu',
      4: 'Asigurare de sănătate complementară',
      5: 'Tichete de masă',
    },
    salaryBenefits: {
      1: 'Al 13-lea salariu',
      2: 'Prime',
      3: 'Participare la profit',
      4: 'Comisioane',
    },
    harvestJobs: {
      coupeur: 'Culegător / culegătoare',
      porteur: 'Cărăuș (purtător de coș)',
      trieur: 'Sortator / sortatoare',
      conducteur: 'Operator / operatoare de combină de recoltat struguri',
      tractoriste: 'Tractorist / tractoristă',
      cave: 'Cramă și presă',
      'chef-equipe': 'Șef / șefă de echipă',
      cuisine: 'Bucătărie',
    },
    harvestHousing: {
      'sur-place': 'Cazare la fața locului',
      camping: 'Loc de camping',
      aucun: 'Fără cazare',
    },
    harvestMeals: {
      dejeuner: 'Prânz',
      diner: 'Cină',
    },
    harvestTransport: {
      ramassage: 'Punct de preluare',
      'navette-gare': 'Transfer de la o gară',
      aucun: 'Fără transport',
    },
    harvestFlags: {
      logement: 'Cazare sau camping',
      repas: 'Mese asigurate',
      transport: 'Transport organizat',
      debutant: 'Începătorii sunt bineveniți',
    },
  },
};
