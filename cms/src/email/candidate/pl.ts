import { PL_OFFER_WORDS, SMS_CODE_MINUTES } from '@cep/domain';
import { emailLayout } from '../layout';
import type { CandidateTexts } from './fr';
import type { NewsletterOffer, StartKind, StartNews } from './inputs';
import { clock, fullDay, pluralOf, slotMoment } from './intl';

/** The start's two answers, as the answer page words them. */
const answers = PL_OFFER_WORDS.harvest.startAnswers;

const { compose, withPreferencesLink } = emailLayout({
  lang: 'pl',
  signature: 'Zespół Cep',
  linkLine: (label, url) => `${label}: ${url}`,
  preferencesLabel: 'Wybierz, jakie e-maile otrzymujesz z serwisu Cep',
});

/** « sobota, 12 września 2026, godz. 07:30 » */
const startMoment = (start: StartNews) => `${fullDay('pl', start.day)}, godz. ${clock('pl', start.heure)}`;
/** A count and its words, which Polish changes with the count: « 1 nowa oferta », « 3 nowe oferty », « 5 nowych ofert ». */
const counted = (count: number, forms: { one: string; few: string; many: string }) => {
  const category = pluralOf('pl', count);
  return `${count} ${category === 'one' ? forms.one : category === 'few' ? forms.few : forms.many}`;
};
const UNREAD = { one: 'nieprzeczytana wiadomość', few: 'nieprzeczytane wiadomości', many: 'nieprzeczytanych wiadomości' };
const hello = (prenom: string) => (prenom ? `Dzień dobry, ${prenom}!` : 'Dzień dobry!');
const offerLine = (offer: NewsletterOffer) => `${offer.titre} — ${offer.entreprise}${offer.lieu ? ` (${offer.lieu})` : ''}: ${offer.url}`;
const estate = (company: string) => company || 'Winnica';
const STATUS = { 1: 'wstępnie wybrana', 2: 'niewybrana' } as const;
const START_WORD: Record<StartKind, string> = {
  confirme: 'Rozpoczęcie',
  deplace: 'Rozpoczęcie PRZESUNIĘTE',
  precise: 'Rozpoczęcie – nowe szczegóły',
  relance: 'Czy będziesz? Rozpoczęcie',
};

/**
 * Polish, with « Ty » written with a capital (« Twoja aplikacja »), as Polish job boards address candidates; no
 * past tense in the second person, whose ending would have to guess the reader's gender.
 */
export const pl: CandidateTexts = {
  language: 'pl',
  withPreferencesLink,

  emails: {
    confirmation: (prenom, url) =>
      compose(
        'Potwierdź swój adres e-mail',
        hello(prenom),
        [
          'Witamy w Cep – serwisie z ofertami pracy i szkoleniami w branży winiarskiej i winogrodniczej.',
          'Potwierdź swój adres e-mail, aby korzystać ze wszystkich funkcji konta.',
        ],
        { label: 'Potwierdzam adres e-mail', url },
      ),
    emailChange: (prenom, url) =>
      compose(
        'Potwierdź nowy adres e-mail',
        hello(prenom),
        [
          'Otrzymaliśmy prośbę o używanie tego adresu do logowania w serwisie Cep.',
          'Zastąpi on poprzedni adres, gdy tylko go potwierdzisz. Link jest ważny przez 24 godziny.',
        ],
        { label: 'Potwierdzam nowy adres', url },
      ),
    emailChanged: (prenom, newEmail) =>
      compose('Twój adres logowania został zmieniony', hello(prenom), [
        `Od teraz logujesz się do konta Cep adresem ${newEmail}.`,
        'Jeśli ta zmiana nie pochodzi od Ciebie, odpowiedz na tę wiadomość – nasz zespół Ci pomoże.',
      ]),
    resetPassword: (prenom, url) =>
      compose(
        'Resetowanie hasła',
        hello(prenom),
        [
          'Otrzymaliśmy prośbę o zresetowanie hasła do Twojego konta Cep.',
          'Link jest ważny przez godzinę i można go użyć tylko raz. Jeśli prośba nie pochodzi od Ciebie, zignoruj tę wiadomość – Twoje hasło pozostanie bez zmian.',
        ],
        { label: 'Ustaw nowe hasło', url },
      ),
    applicationReceived: (prenom, offer, company, url) =>
      compose(
        `Twoja aplikacja: ${offer}`,
        hello(prenom),
        [
          `Twoja aplikacja na ofertę „${offer}”${company ? ` (${company})` : ''} została wysłana.`,
          'Powiadomimy Cię e-mailem, gdy rekruter ją przejrzy. Jej status możesz śledzić w swoim panelu kandydata.',
        ],
        { label: 'Moje aplikacje', url },
      ),
    applicationPreselected: (prenom, offer, company, url) =>
      compose(
        `Dobra wiadomość: ${offer}`,
        hello(prenom),
        [
          `Twoja aplikacja na ofertę „${offer}”${company ? ` (${company})` : ''} przeszła wstępną selekcję.`,
          'Rekruter skontaktuje się z Tobą w sprawie dalszych etapów rekrutacji.',
        ],
        { label: 'Moje aplikacje', url },
      ),
    applicationNotRetained: (prenom, offer, company, url) =>
      compose(
        `Twoja aplikacja: ${offer}`,
        hello(prenom),
        [
          `Rekruter${company ? ` (${company})` : ''} nie wybrał Twojej aplikacji na ofertę „${offer}”.`,
          'Nie zniechęcaj się – codziennie w Cep pojawiają się nowe oferty z branży.',
        ],
        { label: 'Zobacz oferty', url },
      ),
    harvestStart: (kind, prenom, offer, company, start, url) => {
      const moment = startMoment(start);
      return compose(
        {
          confirme: `Winobranie: rozpoczęcie – ${moment}`,
          deplace: `Winobranie: nowy termin rozpoczęcia – ${moment}`,
          precise: `Winobranie: szczegóły rozpoczęcia – ${moment}`,
          relance: `Winobranie: czy będziesz? Rozpoczęcie – ${moment}`,
        }[kind],
        hello(prenom),
        [
          {
            confirme: `${estate(company)} potwierdza rozpoczęcie winobrania w ramach oferty „${offer}”.`,
            deplace: `${estate(company)} zmienia termin rozpoczęcia winobrania w ramach oferty „${offer}”: Twoja poprzednia odpowiedź jest już nieważna, daj nam znać, czy będziesz w nowym terminie.`,
            precise: `${estate(company)} uzupełnia informacje o rozpoczęciu winobrania w ramach oferty „${offer}”. Twoja odpowiedź pozostaje ważna.`,
            relance: `${estate(company)} czeka na Twoją odpowiedź w sprawie rozpoczęcia winobrania (oferta „${offer}”).`,
          }[kind],
          `Termin: ${moment}.`,
          `Miejsce: ${start.lieu}`,
          ...(start.aApporter ? [`Zabierz ze sobą: ${start.aApporter}`] : []),
          `Wystarczy jedno kliknięcie, aby odpowiedzieć „${answers.present}” lub „${answers.absent}”, bez logowania. Jeśli nie możesz przyjechać, daj nam znać – winnica będzie mogła zaprosić kogoś innego.`,
        ],
        { label: 'Odpowiedz', url },
      );
    },
    unsolicitedInvitation: (prenom, company, offer, url) =>
      compose(
        `${company} zaprasza Cię do aplikowania: ${offer}`,
        hello(prenom),
        [
          `Twoje zgłoszenie z własnej inicjatywy trafiło do firmy ${company}. Firma zaprasza Cię do aplikowania na ofertę „${offer}”.`,
          'Aplikację wyślesz w kilka kliknięć, z CV lub – w przypadku winobrania – bez CV.',
        ],
        { label: 'Aplikuj na tę ofertę', url },
      ),
    jobDatingBooked: (prenom, titre, organisateur, slot, lieu, url) =>
      compose(
        `Job dating: Twój termin – ${slotMoment('pl', slot)}`,
        hello(prenom),
        [
          `Twój termin na „${titre}” (${organisateur}) jest zarezerwowany.`,
          `Kiedy: ${slotMoment('pl', slot)}`,
          `Miejsce: ${lieu}`,
          'Dodaj go do kalendarza ze strony wydarzenia (plik .ics). Coś Ci wypadło? Odwołaj rezerwację na tej samej stronie – miejsce znów będzie wolne.',
        ],
        { label: 'Zobacz wydarzenie', url },
      ),
    jobDatingCancelled: (prenom, titre, organisateur, slot, url) =>
      compose(
        `Job dating odwołany: ${titre}`,
        hello(prenom),
        [
          `${organisateur} odwołuje wydarzenie „${titre}”. Twój termin (${slotMoment('pl', slot)}) jest nieaktualny.`,
          'Pozostałe oferty pracy przy winobraniu czekają na Ciebie w Cep.',
        ],
        { label: 'Zobacz oferty przy winobraniu', url },
      ),
    rehireInvitation: (prenom, company, lastSeason, offer, url) =>
      compose(
        `${company} zaprasza Cię ponownie na winobranie: ${offer}`,
        hello(prenom),
        [
          `Twoje ostatnie winobranie: ${lastSeason}. Zespół ${company} chętnie zobaczy Cię ponownie w tym sezonie przy ofercie „${offer}”.`,
          'Wystarczy jedno kliknięcie, aby aplikować bez CV: sprawdź swój numer telefonu i terminy, a potem wyślij.',
          'Ten link jest osobisty – nie przekazuj go dalej.',
        ],
        { label: 'Aplikuję', url },
      ),
    weeklyNewsletter: (prenom, featured, offers, offersUrl, unsubscribe) =>
      compose(
        'Oferty tygodnia w Cep',
        hello(prenom),
        [
          ...(featured.length ? ['Wyróżnione w tym tygodniu:', ...featured.map(offerLine)] : []),
          ...(offers.length ? ['Nowe oferty tygodnia:', ...offers.map(offerLine)] : []),
          `Otrzymujesz ten newsletter na własną prośbę. Aby z niego zrezygnować: ${unsubscribe}`,
        ],
        { label: 'Zobacz wszystkie oferty', url: offersUrl },
      ),
    unreadMessages: (prenom, from, count, offre, last, url, unsubscribe) => {
      const who = from ?? 'Rekruter (oferta anonimowa)';
      return compose(
        count > 1 ? `${counted(count, UNREAD)} od: ${who}` : `Nowa wiadomość od: ${who}`,
        hello(prenom),
        [
          `Masz wiadomość od: ${who}${offre ? ` w sprawie oferty „${offre}”` : ''} w Cep${count > 1 ? ` (${counted(count, UNREAD)})` : ''}:`,
          `„${last}”`,
          'Odpowiedz w skrzynce wiadomości Cep – Twój adres e-mail pozostaje prywatny.',
          `Aby nie otrzymywać tych e-maili: ${unsubscribe}`,
        ],
        { label: 'Przeczytaj rozmowę', url },
      );
    },
    alertDigest: (prenom, libelle, offers, total, links) => {
      const rest = total - offers.length;
      return compose(
        `${counted(total, { one: 'nowa oferta', few: 'nowe oferty', many: 'nowych ofert' })} dla Twojego alertu „${libelle}”`,
        hello(prenom),
        [
          total === 1 ? 'Nowa oferta pasuje do Twojego alertu:' : 'Nowe oferty pasują do Twojego alertu:',
          ...offers.map((offer) => offerLine({ ...offer, entreprise: offer.entreprise ?? 'Firma poufna' })),
          ...(rest > 0
            ? [
                rest === 1
                  ? 'I jeszcze jedna oferta w Cep.'
                  : `I jeszcze ${counted(rest, { one: 'oferta', few: 'oferty', many: 'ofert' })} w Cep.`,
              ]
            : []),
          `Zmień lub wstrzymaj ten alert: ${links.gerer}`,
          `Aby nie otrzymywać tego alertu: ${links.desinscription}`,
        ],
        { label: 'Zobacz oferty z tego alertu', url: links.offres },
      );
    },
  },

  sms: {
    frame: (body) => `Cep: ${body}\nRezygnacja: odpowiedz STOP`,
    code: (code) =>
      `Twój kod potwierdzający to ${code}. Jest ważny przez ${counted(SMS_CODE_MINUTES, { one: 'minutę', few: 'minuty', many: 'minut' })}.`,
    harvestStart: (kind, offer, start, url) => {
      const what = {
        confirme: 'rozpoczęcie potwierdzone',
        deplace: 'rozpoczęcie PRZESUNIĘTE',
        precise: 'szczegóły rozpoczęcia',
        relance: 'czy będziesz? Rozpoczęcie',
      }[kind];
      return `winobranie (${offer}): ${what} – ${startMoment(start)}, ${start.lieu}. Odpowiedz tutaj: ${url}`;
    },
    jobDatingBooked: (titre, organisateur, slot, lieu) =>
      `job dating „${titre}”${organisateur ? ` (${organisateur})` : ''}: termin zarezerwowany – ${slotMoment('pl', slot)}, ${lieu}.`,
    jobDatingCancelled: (titre, organisateur, day, slot) =>
      `job dating ODWOŁANY: „${titre}”${organisateur ? ` (${organisateur})` : ''}, ${slot ? slotMoment('pl', slot) : fullDay('pl', day)}.`,
  },

  push: {
    applicationStatus: (offre, statut) => ({ title: `Aplikacja: ${offre}`, body: `Nowy status: ${STATUS[statut]}.` }),
    message: (from, texte, attachment) => ({
      title: from === null ? 'Wiadomość od rekrutera' : `Wiadomość od: ${from}`,
      body: (texte || (attachment ? `Załącznik: ${attachment}` : '')).slice(0, 140),
    }),
    harvestStart: (kind, offre, start) => ({
      title: `Winobranie: ${offre}`,
      body: `${START_WORD[kind]}: ${startMoment(start)}, ${start.lieu}.`,
    }),
  },
};
