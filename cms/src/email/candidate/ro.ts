import { RO_OFFER_WORDS, SMS_CODE_MINUTES } from '@cep/domain';
import { emailLayout } from '../layout';
import type { CandidateTexts } from './fr';
import type { NewsletterOffer, StartKind, StartNews } from './inputs';
import { clock, fullDay, pluralOf, slotMoment } from './intl';

/** The start's two answers, as the answer page words them. */
const answers = RO_OFFER_WORDS.harvest.startAnswers;

const { compose, withPreferencesLink } = emailLayout({
  lang: 'ro',
  signature: 'Echipa Cep',
  linkLine: (label, url) => `${label}: ${url}`,
  preferencesLabel: 'Alegeți e-mailurile pe care le primiți de la Cep',
});

/** « sâmbătă, 12 septembrie 2026, ora 07:30 » */
const startMoment = (start: StartNews) => `${fullDay('ro', start.day)}, ora ${clock('ro', start.heure)}`;
/** Romanian puts « de » between a count from 20 on and its noun: « 3 oferte », « 20 de oferte », « 101 oferte ». */
const counted = (count: number, noun: string) => `${count} ${pluralOf('ro', count) === 'other' ? 'de ' : ''}${noun}`;
const hello = (prenom: string) => (prenom ? `Bună ziua, ${prenom},` : 'Bună ziua,');
const offerLine = (offer: NewsletterOffer) => `${offer.titre} — ${offer.entreprise}${offer.lieu ? ` (${offer.lieu})` : ''}: ${offer.url}`;
const estate = (company: string) => company || 'Domeniul';
const STATUS = { 1: 'Preselectată', 2: 'Nereținută' } as const;
const START_WORD: Record<StartKind, string> = {
  confirme: 'Începere',
  deplace: 'Începere MUTATĂ',
  precise: 'Începere cu detalii noi',
  relance: 'Veniți? Începere',
};

/** Romanian, formal (« dumneavoastră »), which is what a first letter from an employer uses. */
export const ro: CandidateTexts = {
  language: 'ro',
  withPreferencesLink,

  emails: {
    confirmation: (prenom, url) =>
      compose(
        'Confirmați adresa de e-mail',
        hello(prenom),
        [
          'Bun venit pe Cep, platforma de recrutare și formare din sectorul vitivinicol.',
          'Confirmați adresa de e-mail pentru a activa toate funcțiile contului dumneavoastră.',
        ],
        { label: 'Confirm adresa de e-mail', url },
      ),
    emailChange: (prenom, url) =>
      compose(
        'Confirmați noua adresă de e-mail',
        hello(prenom),
        [
          'Ați cerut să folosiți această adresă pentru a vă conecta la Cep.',
          'Ea o va înlocui pe cea veche imediat ce o veți confirma. Acest link este valabil 24 de ore.',
        ],
        { label: 'Confirm noua adresă', url },
      ),
    emailChanged: (prenom, newEmail) =>
      compose('Adresa dumneavoastră de conectare s-a schimbat', hello(prenom), [
        `De acum, contul dumneavoastră Cep se conectează cu adresa ${newEmail}.`,
        'Dacă nu dumneavoastră ați făcut această schimbare, răspundeți la acest mesaj: echipa noastră vă va ajuta.',
      ]),
    resetPassword: (prenom, url) =>
      compose(
        'Resetarea parolei',
        hello(prenom),
        [
          'Ați cerut resetarea parolei contului dumneavoastră Cep.',
          'Acest link este valabil o oră și poate fi folosit o singură dată. Dacă nu ați făcut această cerere, ignorați acest mesaj: parola dumneavoastră rămâne neschimbată.',
        ],
        { label: 'Aleg o parolă nouă', url },
      ),
    applicationReceived: (prenom, offer, company, url) =>
      compose(
        `Candidatura dumneavoastră: ${offer}`,
        hello(prenom),
        [
          `Candidatura dumneavoastră pentru oferta „${offer}”${company ? ` de la ${company}` : ''} a fost trimisă.`,
          'Veți fi anunțat(ă) prin e-mail imediat ce angajatorul o va analiza. Puteți urmări stadiul ei în spațiul dumneavoastră de candidat.',
        ],
        { label: 'Urmăresc candidaturile mele', url },
      ),
    applicationPreselected: (prenom, offer, company, url) =>
      compose(
        `Vești bune: ${offer}`,
        hello(prenom),
        [
          `Candidatura dumneavoastră pentru oferta „${offer}”${company ? ` de la ${company}` : ''} a fost preselectată.`,
          'Angajatorul vă va contacta pentru următorii pași ai recrutării.',
        ],
        { label: 'Urmăresc candidaturile mele', url },
      ),
    applicationNotRetained: (prenom, offer, company, url) =>
      compose(
        `Candidatura dumneavoastră: ${offer}`,
        hello(prenom),
        [
          `${company || 'Angajatorul'} nu a reținut candidatura dumneavoastră pentru oferta „${offer}”.`,
          'Nu vă descurajați: pe Cep apar în fiecare zi oferte noi din sector.',
        ],
        { label: 'Văd ofertele', url },
      ),
    harvestStart: (kind, prenom, offer, company, start, url) => {
      const moment = startMoment(start);
      return compose(
        {
          confirme: `Culesul strugurilor: începe ${moment}`,
          deplace: `Culesul strugurilor: data de începere se schimbă, ${moment}`,
          precise: `Culesul strugurilor: detalii despre începerea din ${moment}`,
          relance: `Culesul strugurilor: veniți ${moment}?`,
        }[kind],
        hello(prenom),
        [
          {
            confirme: `${estate(company)} confirmă începerea culesului pentru oferta „${offer}”.`,
            deplace: `${estate(company)} a mutat începerea culesului pentru oferta „${offer}”: răspunsul dumneavoastră anterior nu mai este valabil, spuneți-ne dacă veți fi prezent(ă) la noua dată.`,
            precise: `${estate(company)} a adăugat detalii despre începerea culesului pentru oferta „${offer}”. Răspunsul dumneavoastră rămâne valabil.`,
            relance: `${estate(company)} așteaptă răspunsul dumneavoastră privind începerea culesului (oferta „${offer}”).`,
          }[kind],
          `Vă așteptăm ${moment}.`,
          `Locul: ${start.lieu}`,
          ...(start.aApporter ? [`De adus: ${start.aApporter}`] : []),
          `Un singur clic este suficient pentru a răspunde „${answers.present}” sau „${answers.absent}”, fără să vă conectați. Dacă nu mai puteți veni, anunțați-ne: domeniul va putea chema pe altcineva.`,
        ],
        { label: 'Răspund', url },
      );
    },
    unsolicitedInvitation: (prenom, company, offer, url) =>
      compose(
        `${company} vă invită să candidați: ${offer}`,
        hello(prenom),
        [
          `Ați trimis o candidatură spontană către ${company}. Compania vă invită să candidați la oferta sa „${offer}”.`,
          'Candidatura pleacă în câteva clicuri, cu CV-ul dumneavoastră sau, pentru cules, fără CV.',
        ],
        { label: 'Candidez la această ofertă', url },
      ),
    jobDatingBooked: (prenom, titre, organisateur, slot, lieu, url) =>
      compose(
        `Job dating: intervalul dumneavoastră, ${slotMoment('ro', slot)}`,
        hello(prenom),
        [
          `Intervalul dumneavoastră este rezervat la „${titre}”, organizat de ${organisateur}.`,
          `Când: ${slotMoment('ro', slot)}`,
          `Locul: ${lieu}`,
          'Adăugați-l în calendar de pe pagina zilei (fișier .ics). A intervenit ceva? Anulați-l pe aceeași pagină: locul va fi din nou liber.',
        ],
        { label: 'Văd ziua', url },
      ),
    jobDatingCancelled: (prenom, titre, organisateur, slot, url) =>
      compose(
        `Job dating anulat: ${titre}`,
        hello(prenom),
        [
          `${organisateur} a anulat ziua „${titre}”. Intervalul dumneavoastră (${slotMoment('ro', slot)}) nu mai are loc.`,
          'Celelalte oferte pentru cules vă așteaptă pe Cep.',
        ],
        { label: 'Văd ofertele pentru cules', url },
      ),
    rehireInvitation: (prenom, company, lastSeason, offer, url) =>
      compose(
        `${company} vă propune să reveniți la cules: ${offer}`,
        hello(prenom),
        [
          `Ați lucrat la cules cu ${lastSeason}. Echipa de la ${company} ar dori să vă revadă în acest sezon pentru „${offer}”.`,
          'Un singur clic este suficient pentru a candida, fără CV: verificați numărul de telefon și datele, apoi trimiteți.',
          'Acest link este personal: nu îl redirecționați.',
        ],
        { label: 'Candidez', url },
      ),
    weeklyNewsletter: (prenom, featured, offers, offersUrl, unsubscribe) =>
      compose(
        'Ofertele săptămânii pe Cep',
        hello(prenom),
        [
          ...(featured.length ? ['În prim-plan săptămâna aceasta:', ...featured.map(offerLine)] : []),
          ...(offers.length ? ['Ofertele noi ale săptămânii:', ...offers.map(offerLine)] : []),
          `Primiți acest buletin pentru că l-ați cerut. Pentru a nu-l mai primi: ${unsubscribe}`,
        ],
        { label: 'Văd toate ofertele', url: offersUrl },
      ),
    unreadMessages: (prenom, from, count, offre, last, url, unsubscribe) => {
      const who = from ?? 'Angajator (ofertă anonimă)';
      return compose(
        count > 1 ? `${counted(count, 'mesaje necitite')} de la ${who}` : `Mesaj nou de la ${who}`,
        hello(prenom),
        [
          `${who} v-a scris${offre ? ` despre oferta „${offre}”` : ''} pe Cep${count > 1 ? ` (${counted(count, 'mesaje necitite')})` : ''}:`,
          `„${last}”`,
          'Răspundeți din mesageria Cep: adresa dumneavoastră de e-mail rămâne privată.',
          `Pentru a nu mai primi aceste e-mailuri: ${unsubscribe}`,
        ],
        { label: 'Citesc conversația', url },
      );
    },
    alertDigest: (prenom, libelle, offers, total, links) => {
      const rest = total - offers.length;
      return compose(
        total === 1
          ? `1 ofertă nouă pentru alerta dumneavoastră „${libelle}”`
          : `${counted(total, 'oferte noi')} pentru alerta dumneavoastră „${libelle}”`,
        hello(prenom),
        [
          total === 1 ? 'O ofertă nouă corespunde alertei dumneavoastră:' : 'Oferte noi corespund alertei dumneavoastră:',
          ...offers.map((offer) => offerLine({ ...offer, entreprise: offer.entreprise ?? 'Companie confidențială' })),
          ...(rest > 0 ? [rest === 1 ? 'Și încă o ofertă pe Cep.' : `Și încă ${counted(rest, 'oferte')} pe Cep.`] : []),
          `Modificați sau suspendați această alertă: ${links.gerer}`,
          `Pentru a nu mai primi această alertă: ${links.desinscription}`,
        ],
        { label: 'Văd ofertele acestei alerte', url: links.offres },
      );
    },
  },

  sms: {
    frame: (body) => `Cep: ${body}\nPentru dezabonare, răspundeți STOP`,
    code: (code) => `codul dumneavoastră de confirmare este ${code}. Este valabil ${counted(SMS_CODE_MINUTES, 'minute')}.`,
    harvestStart: (kind, offer, start, url) => {
      const what = {
        confirme: 'începere confirmată',
        deplace: 'începere MUTATĂ',
        precise: 'detalii despre începere',
        relance: 'veniți? Începere',
      }[kind];
      return `cules (${offer}): ${what}, ${startMoment(start)}, ${start.lieu}. Răspundeți aici: ${url}`;
    },
    jobDatingBooked: (titre, organisateur, slot, lieu) =>
      `job dating „${titre}”${organisateur ? ` (${organisateur})` : ''}: interval rezervat, ${slotMoment('ro', slot)}, ${lieu}.`,
    jobDatingCancelled: (titre, organisateur, day, slot) =>
      `job dating ANULAT: „${titre}”${organisateur ? ` (${organisateur})` : ''}, ${slot ? slotMoment('ro', slot) : fullDay('ro', day)}.`,
  },

  push: {
    applicationStatus: (offre, statut) => ({ title: `Candidatură: ${offre}`, body: `Stadiu nou: ${STATUS[statut]}.` }),
    message: (from, texte, attachment) => ({
      title: `Mesaj de la ${from ?? 'un angajator'}`,
      body: (texte || (attachment ? `Fișier atașat: ${attachment}` : '')).slice(0, 140),
    }),
    harvestStart: (kind, offre, start) => ({
      title: `Cules: ${offre}`,
      body: `${START_WORD[kind]}: ${startMoment(start)}, ${start.lieu}.`,
    }),
  },
};
