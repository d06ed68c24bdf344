import { PT_OFFER_WORDS, SMS_CODE_MINUTES } from '@cep/domain';
import { emailLayout } from '../layout';
import type { CandidateTexts } from './fr';
import type { NewsletterOffer, StartKind, StartNews } from './inputs';
import { clock, fullDay, slotMoment } from './intl';

/** The start's two answers, as the answer page words them. */
const answers = PT_OFFER_WORDS.harvest.startAnswers;

const { compose, withPreferencesLink } = emailLayout({
  lang: 'pt',
  signature: 'A equipa Cep',
  linkLine: (label, url) => `${label}: ${url}`,
  preferencesLabel: 'Escolher os e-mails que recebe da Cep',
});

/** « sábado, 12 de setembro de 2026, às 07:30 » (« à 01:30 »). */
function startMoment(start: StartNews): string {
  const time = clock('pt', start.heure);
  return `${fullDay('pt', start.day)}, ${time.startsWith('01:') ? 'à' : 'às'} ${time}`;
}
const hello = (prenom: string) => (prenom ? `Olá, ${prenom},` : 'Olá,');
const offerLine = (offer: NewsletterOffer) => `${offer.titre} — ${offer.entreprise}${offer.lieu ? ` (${offer.lieu})` : ''}: ${offer.url}`;
const estate = (company: string) => company || 'A quinta';
const STATUS = { 1: 'Pré-selecionada', 2: 'Não selecionada' } as const;
const START_WORD: Record<StartKind, string> = {
  confirme: 'Início',
  deplace: 'Início ALTERADO',
  precise: 'Início com novas informações',
  relance: 'Estará presente? Início',
};

/**
 * European Portuguese (the season's workers come from Portugal), formal: the third person, « o seu », « consigo »;
 * Cep is « a Cep », the platform.
 */
export const pt: CandidateTexts = {
  language: 'pt',
  withPreferencesLink,

  emails: {
    confirmation: (prenom, url) =>
      compose(
        'Confirme o seu endereço de e-mail',
        hello(prenom),
        [
          'Bem-vindo(a) à Cep, a plataforma de recrutamento e formação do setor do vinho e da vinha.',
          'Confirme o seu endereço de e-mail para ativar todas as funcionalidades da sua conta.',
        ],
        { label: 'Confirmar o meu endereço de e-mail', url },
      ),
    emailChange: (prenom, url) =>
      compose(
        'Confirme o seu novo endereço de e-mail',
        hello(prenom),
        [
          'Pediu para utilizar este endereço para iniciar sessão na Cep.',
          'Substituirá o anterior assim que o confirmar. Esta ligação é válida durante 24 horas.',
        ],
        { label: 'Confirmar o meu novo endereço', url },
      ),
    emailChanged: (prenom, newEmail) =>
      compose('O seu endereço de início de sessão foi alterado', hello(prenom), [
        `A partir de agora, a sua conta Cep inicia sessão com o endereço ${newEmail}.`,
        'Se não fez esta alteração, responda a esta mensagem: a nossa equipa vai ajudar.',
      ]),
    resetPassword: (prenom, url) =>
      compose(
        'Redefinição da sua palavra-passe',
        hello(prenom),
        [
          'Pediu para redefinir a palavra-passe da sua conta Cep.',
          'Esta ligação é válida durante uma hora e só pode ser utilizada uma vez. Se não fez este pedido, ignore esta mensagem: a sua palavra-passe mantém-se inalterada.',
        ],
        { label: 'Escolher uma nova palavra-passe', url },
      ),
    applicationReceived: (prenom, offer, company, url) =>
      compose(
        `A sua candidatura: ${offer}`,
        hello(prenom),
        [
          `A sua candidatura à oferta «${offer}»${company ? ` de ${company}` : ''} foi enviada.`,
          'Será informado(a) por e-mail assim que o recrutador a tiver analisado. Pode acompanhar o estado da candidatura na sua área de candidato.',
        ],
        { label: 'Acompanhar as minhas candidaturas', url },
      ),
    applicationPreselected: (prenom, offer, company, url) =>
      compose(
        `Boas notícias: ${offer}`,
        hello(prenom),
        [
          `A sua candidatura à oferta «${offer}»${company ? ` de ${company}` : ''} foi pré-selecionada.`,
          'O recrutador entrará em contacto consigo para as próximas etapas do recrutamento.',
        ],
        { label: 'Acompanhar as minhas candidaturas', url },
      ),
    applicationNotRetained: (prenom, offer, company, url) =>
      compose(
        `A sua candidatura: ${offer}`,
        hello(prenom),
        [
          `${company || 'O recrutador'} não selecionou a sua candidatura à oferta «${offer}».`,
          'Não desanime: todos os dias são publicadas novas ofertas do setor na Cep.',
        ],
        { label: 'Ver as ofertas', url },
      ),
    harvestStart: (kind, prenom, offer, company, start, url) => {
      const moment = startMoment(start);
      return compose(
        {
          confirme: `Vindima: início confirmado, ${moment}`,
          deplace: `Vindima: o início mudou, ${moment}`,
          precise: `Vindima: mais informações sobre o início, ${moment}`,
          relance: `Vindima: estará presente? Início: ${moment}`,
        }[kind],
        hello(prenom),
        [
          {
            confirme: `${estate(company)} confirma o início da vindima para a oferta «${offer}».`,
            deplace: `${estate(company)} alterou o início da vindima para a oferta «${offer}»: a sua resposta anterior deixou de ser válida; diga-nos se estará presente na nova data.`,
            precise: `${estate(company)} acrescentou informações sobre o início da vindima para a oferta «${offer}». A sua resposta continua válida.`,
            relance: `${estate(company)} aguarda a sua resposta sobre o início da vindima (oferta «${offer}»).`,
          }[kind],
          `Data e hora: ${moment}.`,
          `Local: ${start.lieu}`,
          ...(start.aApporter ? [`O que trazer: ${start.aApporter}`] : []),
          `Basta um clique para responder «${answers.present}» ou «${answers.absent}», sem iniciar sessão. Se já não puder ir, avise-nos: a quinta poderá chamar outra pessoa.`,
        ],
        { label: 'Responder', url },
      );
    },
    unsolicitedInvitation: (prenom, company, offer, url) =>
      compose(
        `Convite de ${company} para se candidatar: ${offer}`,
        hello(prenom),
        [
          `Enviou uma candidatura espontânea a ${company}. A empresa gostaria de receber a sua candidatura para a oferta «${offer}».`,
          'A sua candidatura é enviada em poucos cliques, com o seu CV ou, para a vindima, sem CV.',
        ],
        { label: 'Candidatar-me a esta oferta', url },
      ),
    jobDatingBooked: (prenom, titre, organisateur, slot, lieu, url) =>
      compose(
        `Job dating: o seu horário, ${slotMoment('pt', slot)}`,
        hello(prenom),
        [
          `O seu horário está reservado para «${titre}» de ${organisateur}.`,
          `Quando: ${slotMoment('pt', slot)}`,
          `Local: ${lieu}`,
          'Adicione-o ao seu calendário a partir da página do dia (ficheiro .ics). Tem um imprevisto? Cancele-o na mesma página: o lugar volta a ficar livre.',
        ],
        { label: 'Ver o dia', url },
      ),
    jobDatingCancelled: (prenom, titre, organisateur, slot, url) =>
      compose(
        `Job dating cancelado: ${titre}`,
        hello(prenom),
        [
          `${organisateur} cancelou o dia «${titre}». O seu horário (${slotMoment('pt', slot)}) já não se realiza.`,
          'As outras ofertas de vindima esperam por si na Cep.',
        ],
        { label: 'Ver as ofertas de vindima', url },
      ),
    rehireInvitation: (prenom, company, lastSeason, offer, url) =>
      compose(
        `${company} propõe-lhe voltar para a vindima: ${offer}`,
        hello(prenom),
        [
          `Fez a vindima com ${lastSeason}. A equipa de ${company} gostaria de voltar a contar consigo esta época para «${offer}».`,
          'Basta um clique para se candidatar, sem CV: verifique o seu telefone e as suas datas e envie.',
          'Esta ligação é pessoal: não a reencaminhe.',
        ],
        { label: 'Candidatar-me', url },
      ),
    weeklyNewsletter: (prenom, featured, offers, offersUrl, unsubscribe) =>
      compose(
        'As ofertas da semana na Cep',
        hello(prenom),
        [
          ...(featured.length ? ['Em destaque esta semana:', ...featured.map(offerLine)] : []),
          ...(offers.length ? ['As novas ofertas da semana:', ...offers.map(offerLine)] : []),
          `Recebe esta newsletter porque a pediu. Para deixar de a receber: ${unsubscribe}`,
        ],
        { label: 'Ver todas as ofertas', url: offersUrl },
      ),
    unreadMessages: (prenom, from, count, offre, last, url, unsubscribe) => {
      const who = from ?? 'Recrutador (oferta anónima)';
      return compose(
        count > 1 ? `${count} mensagens não lidas de ${who}` : `Nova mensagem de ${who}`,
        hello(prenom),
        [
          `${who} escreveu-lhe${offre ? ` sobre a oferta «${offre}»` : ''} na Cep${count > 1 ? ` (${count} mensagens não lidas)` : ''}:`,
          `«${last}»`,
          'Responda a partir das suas mensagens na Cep: o seu endereço de e-mail continua privado.',
          `Para deixar de receber estes e-mails: ${unsubscribe}`,
        ],
        { label: 'Ler a conversa', url },
      );
    },
    alertDigest: (prenom, libelle, offers, total, links) => {
      const rest = total - offers.length;
      return compose(
        total === 1 ? `1 nova oferta para o seu alerta «${libelle}»` : `${total} novas ofertas para o seu alerta «${libelle}»`,
        hello(prenom),
        [
          total === 1 ? 'Há uma nova oferta que corresponde ao seu alerta:' : 'Há novas ofertas que correspondem ao seu alerta:',
          ...offers.map((offer) => offerLine({ ...offer, entreprise: offer.entreprise ?? 'Empresa confidencial' })),
          ...(rest > 0 ? [rest === 1 ? 'E mais uma oferta na Cep.' : `E mais ${rest} ofertas na Cep.`] : []),
          `Alterar ou suspender este alerta: ${links.gerer}`,
          `Para deixar de receber este alerta: ${links.desinscription}`,
        ],
        { label: 'Ver as ofertas deste alerta', url: links.offres },
      );
    },
  },

  sms: {
    frame: (body) => `Cep: ${body}\nPara não receber mais SMS, responda STOP`,
    code: (code) => `o seu código de confirmação é ${code}. É válido durante ${SMS_CODE_MINUTES} minutos.`,
    harvestStart: (kind, offer, start, url) => {
      const what = {
        confirme: 'início confirmado',
        deplace: 'início ALTERADO',
        precise: 'mais informações sobre o início',
        relance: 'estará presente? Início',
      }[kind];
      return `vindima (${offer}): ${what}, ${startMoment(start)}, ${start.lieu}. Responda aqui: ${url}`;
    },
    jobDatingBooked: (titre, organisateur, slot, lieu) =>
      `job dating «${titre}»${organisateur ? ` (${organisateur})` : ''}: horário reservado, ${slotMoment('pt', slot)}, ${lieu}.`,
    jobDatingCancelled: (titre, organisateur, day, slot) =>
      `job dating CANCELADO: «${titre}»${organisateur ? ` (${organisateur})` : ''}, ${slot ? slotMoment('pt', slot) : fullDay('pt', day)}.`,
  },

  push: {
    applicationStatus: (offre, statut) => ({ title: `Candidatura: ${offre}`, body: `Novo estado: ${STATUS[statut]}.` }),
    message: (from, texte, attachment) => ({
      title: `Mensagem de ${from ?? 'um recrutador'}`,
      body: (texte || (attachment ? `Anexo: ${attachment}` : '')).slice(0, 140),
    }),
    harvestStart: (kind, offre, start) => ({
      title: `Vindima: ${offre}`,
      body: `${START_WORD[kind]}: ${startMoment(start)}, ${start.lieu}.`,
    }),
  },
};
