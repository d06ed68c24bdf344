import { ofName } from '@cep/domain';
import { french } from './layout';

const { compose } = french;

/** The footer linking to the preference centre, in French (a recruiter's CV alerts; a candidate's: `textsIn`). */
export const { withPreferencesLink } = french;

/**
 * Cep's e-mails to recruiters, schools and staff, in French, each as text and HTML. What a candidate receives is in
 * their language: `./candidate`.
 */
export const emails = {
  offerValidated: (prenom: string, title: string, url: string) =>
    compose(
      `Votre offre « ${title} » est en ligne`,
      `Bonjour ${prenom},`,
      ['Bonne nouvelle : notre équipe a validé votre offre. Elle est désormais visible par les candidats.'],
      { label: 'Voir mon offre', url },
    ),
  offerRefused: (prenom: string, title: string, reason: string, creditReturned: boolean, url: string) =>
    compose(
      `Votre offre « ${title} » n’a pas été validée`,
      `Bonjour ${prenom},`,
      [
        'Notre équipe n’a pas pu valider votre offre, pour la raison suivante :',
        reason,
        'Modifiez-la puis envoyez-la de nouveau en validation.',
        ...(creditReturned ? ['Le crédit de publication utilisé vous a été rendu.'] : []),
      ],
      { label: 'Modifier mon offre', url },
    ),
  offerChangeValidated: (prenom: string, title: string, url: string) =>
    compose(
      `Les modifications de votre offre « ${title} » sont en ligne`,
      `Bonjour ${prenom},`,
      ['Notre équipe a validé les modifications de votre offre. Les candidats voient désormais la nouvelle version.'],
      { label: 'Voir mon offre', url },
    ),
  offerChangeRefused: (prenom: string, title: string, reason: string, url: string) =>
    compose(
      `Les modifications de votre offre « ${title} » n’ont pas été validées`,
      `Bonjour ${prenom},`,
      [
        'Notre équipe n’a pas pu valider les modifications de votre offre, pour la raison suivante :',
        reason,
        'La version précédente reste en ligne. Vous pouvez corriger vos modifications et les envoyer de nouveau.',
      ],
      { label: 'Modifier mon offre', url },
    ),
  invitation: (prenom: string, companyName: string, url: string) =>
    compose(
      `Votre accès recruteur ${companyName} sur Cep`,
      `Bonjour ${prenom},`,
      [
        `Un compte recruteur vient de vous être ouvert pour ${companyName} sur Cep, la plateforme de recrutement de la filière vin et vigne.`,
        'Choisissez votre mot de passe pour y accéder. Ce lien est valable sept jours.',
      ],
      { label: 'Choisir mon mot de passe', url },
    ),
  courseContact: (course: string, from: { nom: string; prenom: string; email: string; tel?: string }, message: string, url: string) =>
    compose(
      `Demande d’information : ${course}`,
      'Bonjour,',
      [
        `${from.prenom} ${from.nom} (${from.email}${from.tel ? `, ${from.tel}` : ''}) vous écrit au sujet de votre formation « ${course} » :`,
        message,
        'Répondez directement à ce message pour lui écrire.',
      ],
      { label: 'Voir la formation', url },
    ),
  contactMessage: (profil: string, from: { nom: string; prenom: string; email: string; tel?: string }, message: string) =>
    compose(`Message du formulaire de contact (${profil})`, 'Bonjour,', [
      `${from.prenom} ${from.nom} (${profil}, ${from.email}${from.tel ? `, ${from.tel}` : ''}) écrit depuis la page Contact :`,
      message,
      'Répondez directement à ce message pour lui écrire. Il est aussi dans le backoffice, « Messages de contact ».',
    ]),
  contactProvider: (from: string, company: string, message: string) =>
    compose(`Message d’un recruteur : ${company}`, 'Bonjour,', [`${from} (${company}) écrit :`, message]),
  newApplication: (offer: string, candidate: string, url: string) =>
    compose(
      `Nouvelle candidature : ${offer}`,
      'Bonjour,',
      [
        `${candidate} vient de postuler à votre offre « ${offer} ».`,
        'Retrouvez sa candidature, son CV et sa lettre dans votre espace recruteur.',
      ],
      { label: 'Voir les candidatures', url },
    ),
  applicationCopy: (offer: string, candidate: { nom: string; email: string; telephone: string }, message: string, url: string) =>
    compose(
      `Candidature ${ofName(candidate.nom)} : ${offer}`,
      'Bonjour,',
      [
        `${candidate.nom} postule à votre offre « ${offer} » publiée sur Cep.`,
        `E-mail : ${candidate.email}${candidate.telephone ? ` · Téléphone : ${candidate.telephone}` : ''}`,
        'Son message :',
        message,
        'Ses documents sont joints à ce message et restent disponibles dans votre espace recruteur.',
      ],
      { label: 'Voir les candidatures', url },
    ),
  applicationChaseUp: (offer: string, candidate: string, url: string) =>
    compose(
      `Relance d’une candidature : ${offer}`,
      'Bonjour,',
      [
        `${candidate} attend toujours votre réponse à sa candidature pour l’offre « ${offer} ».`,
        'Une réponse, même négative, est toujours appréciée.',
      ],
      { label: 'Répondre à la candidature', url },
    ),
  /** A worker who had said « Je serai là » can no longer come: the team learns it at once, to call someone else. */
  harvestWithdrawal: (offer: string, worker: string, moment: string, url: string) =>
    compose(
      `${worker} ne pourra plus venir : ${offer}`,
      'Bonjour,',
      [
        `${worker} avait confirmé sa venue pour le démarrage du ${moment} (offre « ${offer} ») et vient de répondre « Je ne peux plus venir ».`,
      ],
      { label: 'Voir les réponses', url },
    ),
  unsolicitedReceived: (candidate: string, company: string, url: string) =>
    compose(
      `Candidature spontanée : ${candidate}`,
      'Bonjour,',
      [`${candidate} vous a envoyé une candidature spontanée depuis la page ${ofName(company)}.`],
      { label: 'Voir les candidatures spontanées', url },
    ),
  transferInstructions: (
    reference: string,
    label: string,
    amount: string,
    bank: { titulaire: string; iban: string; bic: string },
    before: string,
    url: string,
  ) =>
    compose(
      `Commande ${reference} : vos coordonnées de virement`,
      'Bonjour,',
      [
        `Merci pour votre commande « ${label} ». Elle sera livrée dès réception de votre virement de ${amount}.`,
        `Bénéficiaire : ${bank.titulaire} · IBAN : ${bank.iban} · BIC : ${bank.bic}`,
        `Indiquez impérativement la référence ${reference} dans le libellé du virement.`,
        `Sans virement reçu avant le ${before}, la commande sera annulée.`,
      ],
      { label: 'Voir mes commandes', url },
    ),
  orderPaid: (reference: string, label: string, invoice: string, url: string) =>
    compose(
      `Commande ${reference} réglée — facture ${invoice}`,
      'Bonjour,',
      [
        `Nous avons bien reçu le paiement de votre commande « ${label} ». Merci !`,
        `Votre facture ${invoice} est jointe à ce message ; elle reste disponible dans « Mes commandes ».`,
      ],
      { label: 'Voir mes commandes', url },
    ),
  /** A recruiter's CV alert digest (issue #13): anonymous profiles only, as the CV library shows them. */
  cvAlertDigest: (
    prenom: string,
    titre: string,
    cvs: Array<{ titre: string; resume: string; url: string }>,
    total: number,
    links: { cvtheque: string; gerer: string; desinscription: string },
  ) => {
    const rest = total - cvs.length;
    return compose(
      total === 1 ? `1 nouveau CV pour votre alerte « ${titre} »` : `${total} nouveaux CV pour votre alerte « ${titre} »`,
      prenom ? `Bonjour ${prenom},` : 'Bonjour,',
      [
        total === 1 ? 'Un nouveau profil correspond à votre alerte :' : 'De nouveaux profils correspondent à votre alerte :',
        ...cvs.map((cv) => `${cv.titre}${cv.resume ? ` — ${cv.resume}` : ''} : ${cv.url}`),
        ...(rest > 0 ? [rest === 1 ? 'Et un autre profil dans la CVthèque.' : `Et ${rest} autres profils dans la CVthèque.`] : []),
        `Gérer vos alertes : ${links.gerer}`,
        `Pour ne plus recevoir cette alerte : ${links.desinscription}`,
      ],
      { label: 'Ouvrir la CVthèque', url: links.cvtheque },
    );
  },
};
