import { APPLICATION_STATUS_LABELS, formatCalendarDay, hourText, SMS_CODE_MINUTES, SMS_STOP_LINE, startMomentText } from '@cep/domain';
import type { SiteLanguage } from '@cep/domain';
import { french } from '../layout';
import type { AlertLinks, DigestOffer, NewsletterOffer, SlotTime, StartKind, StartNews } from './inputs';

const { compose, withPreferencesLink } = french;

/** « samedi 5 septembre 2027, 9 h 30 – 10 h » */
const slotText = (slot: SlotTime) => `${formatCalendarDay(slot.day, 'full')}, ${hourText(slot.debut)} – ${hourText(slot.fin)}`;
const hello = (prenom: string) => (prenom ? `Bonjour ${prenom},` : 'Bonjour,');
const offerLine = (offer: { titre: string; entreprise: string; lieu: string; url: string }) =>
  `${offer.titre} — ${offer.entreprise}${offer.lieu ? ` (${offer.lieu})` : ''} : ${offer.url}`;

/**
 * What a candidate receives in French, the reference (the spec's strings to the letter), and what every recruiter,
 * school and staff member receives of the e-mails all users get (confirmation, reset, change of address, unread
 * messages). The other languages are typed by this set: a missing text or one given other values fails to compile.
 */
export const fr = {
  /** The language of the set: the site's links in a worker's texts open their pages in it. */
  language: 'fr' as SiteLanguage,
  withPreferencesLink,

  emails: {
    confirmation: (prenom: string, url: string) =>
      compose(
        'Confirmez votre adresse e-mail',
        `Bonjour ${prenom},`,
        [
          'Bienvenue sur Cep, la plateforme de recrutement et de formation de la filière vin et vigne.',
          'Confirmez votre adresse e-mail pour activer toutes les fonctions de votre compte.',
        ],
        { label: 'Confirmer mon adresse e-mail', url },
      ),
    emailChange: (prenom: string, url: string) =>
      compose(
        'Confirmez votre nouvelle adresse e-mail',
        `Bonjour ${prenom},`,
        [
          'Vous avez demandé à utiliser cette adresse pour vous connecter à Cep.',
          'Elle remplacera l’ancienne dès que vous l’aurez confirmée. Ce lien est valable 24 heures.',
        ],
        { label: 'Confirmer ma nouvelle adresse', url },
      ),
    emailChanged: (prenom: string, newEmail: string) =>
      compose('Votre adresse de connexion a changé', `Bonjour ${prenom},`, [
        `Votre compte Cep se connecte désormais avec l’adresse ${newEmail}.`,
        'Si vous n’êtes pas à l’origine de ce changement, répondez à ce message : notre équipe vous aidera.',
      ]),
    resetPassword: (prenom: string, url: string) =>
      compose(
        'Réinitialisation de votre mot de passe',
        `Bonjour ${prenom},`,
        [
          'Vous avez demandé à réinitialiser le mot de passe de votre compte Cep.',
          'Ce lien est valable une heure et ne peut servir qu’une fois. Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.',
        ],
        { label: 'Choisir un nouveau mot de passe', url },
      ),
    applicationReceived: (prenom: string, offer: string, company: string, url: string) =>
      compose(
        `Votre candidature : ${offer}`,
        `Bonjour ${prenom},`,
        [
          `Votre candidature à l’offre « ${offer} »${company ? ` de ${company}` : ''} a bien été envoyée.`,
          'Vous serez informé(e) par e-mail dès que le recruteur l’aura étudiée. Vous pouvez suivre son statut dans votre espace candidat.',
        ],
        { label: 'Suivre mes candidatures', url },
      ),
    applicationPreselected: (prenom: string, offer: string, company: string, url: string) =>
      compose(
        `Bonne nouvelle : ${offer}`,
        `Bonjour ${prenom},`,
        [
          `Votre candidature à l’offre « ${offer} »${company ? ` de ${company}` : ''} a été présélectionnée.`,
          'Le recruteur reviendra vers vous pour la suite du recrutement.',
        ],
        { label: 'Suivre mes candidatures', url },
      ),
    applicationNotRetained: (prenom: string, offer: string, company: string, url: string) =>
      compose(
        `Votre candidature : ${offer}`,
        `Bonjour ${prenom},`,
        [
          `Le recruteur${company ? ` de ${company}` : ''} n’a pas retenu votre candidature à l’offre « ${offer} ».`,
          'Ne vous découragez pas : de nouvelles offres de la filière sont publiées chaque jour sur Cep.',
        ],
        { label: 'Voir les offres', url },
      ),
    /**
     * A harvest start to a preselected worker (issue #40 item 2): `kind` says whether it is the first word, a move of
     * the day or hour (answer again), a change of place or instructions (the answer stands) or a reminder.
     */
    harvestStart: (kind: StartKind, prenom: string, offer: string, company: string, start: StartNews, url: string) => {
      const moment = startMomentText(start.day, start.heure);
      return compose(
        {
          confirme: `Vendanges : démarrage le ${moment}`,
          deplace: `Vendanges : le démarrage change, ${moment}`,
          precise: `Vendanges : précisions pour le démarrage du ${moment}`,
          relance: `Vendanges : serez-vous là le ${moment} ?`,
        }[kind],
        hello(prenom),
        [
          {
            confirme: `${company || 'Le domaine'} confirme le démarrage des vendanges pour l’offre « ${offer} ».`,
            deplace: `${company || 'Le domaine'} a déplacé le démarrage des vendanges pour l’offre « ${offer} » : votre réponse précédente ne vaut plus, dites-nous si vous serez là à la nouvelle date.`,
            precise: `${company || 'Le domaine'} a précisé le démarrage des vendanges pour l’offre « ${offer} ». Votre réponse reste valable.`,
            relance: `${company || 'Le domaine'} attend votre réponse pour le démarrage des vendanges (offre « ${offer} »).`,
          }[kind],
          `Rendez-vous le ${moment}.`,
          `Lieu : ${start.lieu}`,
          ...(start.aApporter ? [`À apporter : ${start.aApporter}`] : []),
          'Un clic suffit pour répondre « Je serai là » ou « Je ne peux plus venir », sans vous connecter. Si vous ne pouvez plus venir, prévenez-nous : le domaine pourra appeler quelqu’un d’autre.',
        ],
        { label: 'Répondre', url },
      );
    },
    unsolicitedInvitation: (prenom: string, company: string, offer: string, url: string) =>
      compose(
        `${company} vous invite à postuler : ${offer}`,
        hello(prenom),
        [
          `Vous avez envoyé une candidature spontanée à ${company}. L’entreprise vous invite à postuler à son offre « ${offer} ».`,
          'Votre candidature part en quelques clics, avec votre CV ou sans CV pour les vendanges.',
        ],
        { label: 'Postuler à cette offre', url },
      ),
    jobDatingBooked: (prenom: string, titre: string, organisateur: string, slot: SlotTime, lieu: string, url: string) =>
      compose(
        `Job-dating : votre créneau ${slotText(slot)}`,
        hello(prenom),
        [
          `Votre créneau est réservé pour « ${titre} » de ${organisateur}.`,
          `Quand : ${slotText(slot)}`,
          `Lieu : ${lieu}`,
          'Ajoutez-le à votre agenda depuis la page de la journée (fichier .ics). Un empêchement ? Annulez-le sur la même page : la place sera de nouveau libre.',
        ],
        { label: 'Voir la journée', url },
      ),
    jobDatingCancelled: (prenom: string, titre: string, organisateur: string, slot: SlotTime, url: string) =>
      compose(
        `Job-dating annulé : ${titre}`,
        hello(prenom),
        [
          `${organisateur} a annulé la journée « ${titre} ». Votre créneau (${slotText(slot)}) n’a plus lieu.`,
          'Les autres offres de vendanges vous attendent sur Cep.',
        ],
        { label: 'Voir les offres de vendanges', url },
      ),
    rehireInvitation: (prenom: string, company: string, lastSeason: string, offer: string, url: string) =>
      compose(
        `${company} vous propose de revenir pour les vendanges : ${offer}`,
        hello(prenom),
        [
          `Vous avez fait les vendanges avec ${lastSeason}. L’équipe de ${company} aimerait vous retrouver cette saison pour « ${offer} ».`,
          'Un clic suffit pour postuler, sans CV : vérifiez votre téléphone et vos dates, puis envoyez.',
          'Ce lien est personnel : ne le transférez pas.',
        ],
        { label: 'Je postule', url },
      ),
    weeklyNewsletter: (prenom: string, featured: NewsletterOffer[], offers: NewsletterOffer[], offersUrl: string, unsubscribe: string) =>
      compose(
        'Les offres de la semaine sur Cep',
        hello(prenom),
        [
          ...(featured.length ? ['À la une cette semaine :', ...featured.map(offerLine)] : []),
          ...(offers.length ? ['Les nouvelles offres de la semaine :', ...offers.map(offerLine)] : []),
          `Vous recevez cette lettre parce que vous l’avez demandée. Pour ne plus la recevoir : ${unsubscribe}`,
        ],
        { label: 'Voir toutes les offres', url: offersUrl },
      ),
    /**
     * Messages left unread (issue #15): one e-mail per conversation, however many messages, with the way to stop them.
     * `from` null: a recruiter whose offer hides its company.
     */
    unreadMessages: (
      prenom: string,
      from: string | null,
      count: number,
      offre: string | null,
      last: string,
      url: string,
      unsubscribe: string,
    ) => {
      const who = from ?? 'Recruteur (offre anonyme)';
      return compose(
        count > 1 ? `${count} messages non lus de ${who}` : `Nouveau message de ${who}`,
        hello(prenom),
        [
          `${who} vous a écrit${offre ? ` au sujet de l’offre « ${offre} »` : ''} sur Cep${count > 1 ? ` (${count} messages non lus)` : ''} :`,
          `« ${last} »`,
          'Répondez depuis votre messagerie Cep : votre adresse e-mail reste privée.',
          `Pour ne plus recevoir ces e-mails : ${unsubscribe}`,
        ],
        { label: 'Lire la conversation', url },
      );
    },
    /** A candidate alert's digest (issue #13): the new offers, the rest one link away, how to stop it. */
    alertDigest: (prenom: string, libelle: string, offers: DigestOffer[], total: number, links: AlertLinks) => {
      const rest = total - offers.length;
      return compose(
        total === 1 ? `1 nouvelle offre pour votre alerte « ${libelle} »` : `${total} nouvelles offres pour votre alerte « ${libelle} »`,
        hello(prenom),
        [
          total === 1 ? 'Une nouvelle offre correspond à votre alerte :' : 'De nouvelles offres correspondent à votre alerte :',
          ...offers.map((offer) => offerLine({ ...offer, entreprise: offer.entreprise ?? 'Entreprise confidentielle' })),
          ...(rest > 0 ? [rest === 1 ? 'Et une autre offre sur Cep.' : `Et ${rest} autres offres sur Cep.`] : []),
          `Modifier ou suspendre cette alerte : ${links.gerer}`,
          `Pour ne plus recevoir cette alerte : ${links.desinscription}`,
        ],
        { label: 'Voir les offres de cette alerte', url: links.offres },
      );
    },
  },

  /** SMS for what cannot wait (issue #41 item 5), each framed by `frame`: who sends it, how to stop them. */
  sms: {
    frame: (body: string) => `Cep : ${body}\n${SMS_STOP_LINE}`,
    code: (code: string) => `votre code de confirmation est ${code}. Il est valable ${SMS_CODE_MINUTES} minutes.`,
    /** `offer`: the offer's title and company, as one. */
    harvestStart: (kind: StartKind, offer: string, start: StartNews, url: string) => {
      const what = {
        confirme: 'démarrage confirmé',
        deplace: 'démarrage DÉPLACÉ',
        precise: 'démarrage précisé',
        relance: 'serez-vous là ? Démarrage',
      }[kind];
      return `vendanges (${offer}) : ${what} le ${startMomentText(start.day, start.heure)}, ${start.lieu}. Répondez ici : ${url}`;
    },
    jobDatingBooked: (titre: string, organisateur: string, slot: SlotTime, lieu: string) =>
      `job-dating « ${titre} »${organisateur ? ` (${organisateur})` : ''} : créneau réservé ${slotText(slot)}, ${lieu}.`,
    /** `slot` null: the candidate's slot is no longer known, the day is said alone. */
    jobDatingCancelled: (titre: string, organisateur: string, day: string, slot: SlotTime | null) =>
      `job-dating ANNULÉ : « ${titre} »${organisateur ? ` (${organisateur})` : ''}, ${slot ? slotText(slot) : formatCalendarDay(day, 'full')}.`,
  },

  /** Notifications to the candidate's devices (issue #41 item 6). */
  push: {
    applicationStatus: (offre: string, statut: 1 | 2) => ({
      title: `Candidature : ${offre}`,
      body: `Nouveau statut : ${APPLICATION_STATUS_LABELS[statut]}.`,
    }),
    /** `from` null: a recruiter whose offer hides its company; a message of only a file says the file. */
    message: (from: string | null, texte: string, attachment: string | null) => ({
      title: `Message de ${from ?? 'un recruteur'}`,
      body: (texte || (attachment ? `Pièce jointe : ${attachment}` : '')).slice(0, 140),
    }),
    harvestStart: (kind: StartKind, offre: string, start: StartNews) => ({
      title: `Vendanges : ${offre}`,
      body: `${{ confirme: 'Démarrage', deplace: 'Démarrage DÉPLACÉ', precise: 'Démarrage précisé', relance: 'Serez-vous là ? Démarrage' }[kind]} le ${startMomentText(start.day, start.heure)}, ${start.lieu}.`,
    }),
  },
};

export type CandidateTexts = typeof fr;
