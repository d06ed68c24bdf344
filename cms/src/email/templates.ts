import { ofName } from '@cep/domain';
import { escapeHtml } from '../utils/escape-html';

/** Cep's e-mails, in French, each as text and HTML. Values are escaped in the HTML. */
export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

/** One layout for every message: a greeting, paragraphs, an optional button, the signature. */
function compose(subject: string, greeting: string, paragraphs: string[], action?: { label: string; url: string }): EmailContent {
  const text = [
    greeting,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    ...(action ? [`${action.label} : ${action.url}`, ''] : []),
    'L’équipe Cep',
  ].join('\n');
  const html = `<!doctype html><html lang="fr"><body style="font-family:Arial,sans-serif;color:#1c1917;max-width:560px;margin:auto">
<p style="font-size:20px;font-weight:bold;color:#7c1f3a">Cep</p>
<p>${escapeHtml(greeting)}</p>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${action ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#7c1f3a;color:#fff;padding:10px 18px;border-radius:999px;text-decoration:none">${escapeHtml(action.label)}</a></p><p style="font-size:12px;color:#57534e">${escapeHtml(action.url)}</p>` : ''}
<p>L’équipe Cep</p></body></html>`;
  return { subject, text, html };
}

/** The footer of every e-mail a user may choose not to receive: the link to their preference centre (issue #16 item 8). */
export function withPreferencesLink(content: EmailContent, url: string): EmailContent {
  const label = 'Choisir les e-mails que vous recevez de Cep';
  return {
    ...content,
    text: `${content.text}\n\n${label} : ${url}`,
    html: content.html.replace(
      '</body>',
      `<p style="font-size:12px;color:#57534e"><a href="${escapeHtml(url)}" style="color:#57534e">${escapeHtml(label)}</a></p></body>`,
    ),
  };
}

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
  /**
   * A harvest start to a preselected worker (issue #40 item 2): `kind` says whether it is the first word, a move of
   * the day or hour (answer again), a change of place or instructions (the answer stands) or a reminder.
   */
  harvestStart: (
    kind: 'confirme' | 'deplace' | 'precise' | 'relance',
    prenom: string,
    offer: string,
    company: string,
    start: { moment: string; lieu: string; aApporter: string | null },
    url: string,
  ) =>
    compose(
      {
        confirme: `Vendanges : démarrage le ${start.moment}`,
        deplace: `Vendanges : le démarrage change, ${start.moment}`,
        precise: `Vendanges : précisions pour le démarrage du ${start.moment}`,
        relance: `Vendanges : serez-vous là le ${start.moment} ?`,
      }[kind],
      prenom ? `Bonjour ${prenom},` : 'Bonjour,',
      [
        {
          confirme: `${company || 'Le domaine'} confirme le démarrage des vendanges pour l’offre « ${offer} ».`,
          deplace: `${company || 'Le domaine'} a déplacé le démarrage des vendanges pour l’offre « ${offer} » : votre réponse précédente ne vaut plus, dites-nous si vous serez là à la nouvelle date.`,
          precise: `${company || 'Le domaine'} a précisé le démarrage des vendanges pour l’offre « ${offer} ». Votre réponse reste valable.`,
          relance: `${company || 'Le domaine'} attend votre réponse pour le démarrage des vendanges (offre « ${offer} »).`,
        }[kind],
        `Rendez-vous le ${start.moment}.`,
        `Lieu : ${start.lieu}`,
        ...(start.aApporter ? [`À apporter : ${start.aApporter}`] : []),
        'Un clic suffit pour répondre « Je serai là » ou « Je ne peux plus venir », sans vous connecter. Si vous ne pouvez plus venir, prévenez-nous : le domaine pourra appeler quelqu’un d’autre.',
      ],
      { label: 'Répondre', url },
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
  unsolicitedInvitation: (prenom: string, company: string, offer: string, url: string) =>
    compose(
      `${company} vous invite à postuler : ${offer}`,
      prenom ? `Bonjour ${prenom},` : 'Bonjour,',
      [
        `Vous avez envoyé une candidature spontanée à ${company}. L’entreprise vous invite à postuler à son offre « ${offer} ».`,
        'Votre candidature part en quelques clics, avec votre CV ou sans CV pour les vendanges.',
      ],
      { label: 'Postuler à cette offre', url },
    ),
  jobDatingBooked: (prenom: string, titre: string, organisateur: string, moment: string, lieu: string, url: string) =>
    compose(
      `Job-dating : votre créneau ${moment}`,
      prenom ? `Bonjour ${prenom},` : 'Bonjour,',
      [
        `Votre créneau est réservé pour « ${titre} » de ${organisateur}.`,
        `Quand : ${moment}`,
        `Lieu : ${lieu}`,
        'Ajoutez-le à votre agenda depuis la page de la journée (fichier .ics). Un empêchement ? Annulez-le sur la même page : la place sera de nouveau libre.',
      ],
      { label: 'Voir la journée', url },
    ),
  jobDatingCancelled: (prenom: string, titre: string, organisateur: string, moment: string, url: string) =>
    compose(
      `Job-dating annulé : ${titre}`,
      prenom ? `Bonjour ${prenom},` : 'Bonjour,',
      [
        `${organisateur} a annulé la journée « ${titre} ». Votre créneau (${moment}) n’a plus lieu.`,
        'Les autres offres de vendanges vous attendent sur Cep.',
      ],
      { label: 'Voir les offres de vendanges', url },
    ),
  rehireInvitation: (prenom: string, company: string, lastSeason: string, offer: string, url: string) =>
    compose(
      `${company} vous propose de revenir pour les vendanges : ${offer}`,
      prenom ? `Bonjour ${prenom},` : 'Bonjour,',
      [
        `Vous avez fait les vendanges avec ${lastSeason}. L’équipe de ${company} aimerait vous retrouver cette saison pour « ${offer} ».`,
        'Un clic suffit pour postuler, sans CV : vérifiez votre téléphone et vos dates, puis envoyez.',
        'Ce lien est personnel : ne le transférez pas.',
      ],
      { label: 'Je postule', url },
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
  weeklyNewsletter: (
    prenom: string,
    featured: Array<{ titre: string; entreprise: string; lieu: string; url: string }>,
    offers: Array<{ titre: string; entreprise: string; lieu: string; url: string }>,
    offersUrl: string,
    unsubscribe: string,
  ) => {
    const line = (offer: { titre: string; entreprise: string; lieu: string; url: string }) =>
      `${offer.titre} — ${offer.entreprise}${offer.lieu ? ` (${offer.lieu})` : ''} : ${offer.url}`;
    return compose(
      'Les offres de la semaine sur Cep',
      prenom ? `Bonjour ${prenom},` : 'Bonjour,',
      [
        ...(featured.length ? ['À la une cette semaine :', ...featured.map(line)] : []),
        ...(offers.length ? ['Les nouvelles offres de la semaine :', ...offers.map(line)] : []),
        `Vous recevez cette lettre parce que vous l’avez demandée. Pour ne plus la recevoir : ${unsubscribe}`,
      ],
      { label: 'Voir toutes les offres', url: offersUrl },
    );
  },

  /** Messages left unread (issue #15): one e-mail per conversation, however many messages, with the way to stop them. */
  unreadMessages: (prenom: string, from: string, count: number, offre: string | null, last: string, url: string, unsubscribe: string) =>
    compose(
      count > 1 ? `${count} messages non lus de ${from}` : `Nouveau message de ${from}`,
      prenom ? `Bonjour ${prenom},` : 'Bonjour,',
      [
        `${from} vous a écrit${offre ? ` au sujet de l’offre « ${offre} »` : ''} sur Cep${count > 1 ? ` (${count} messages non lus)` : ''} :`,
        `« ${last} »`,
        'Répondez depuis votre messagerie Cep : votre adresse e-mail reste privée.',
        `Pour ne plus recevoir ces e-mails : ${unsubscribe}`,
      ],
      { label: 'Lire la conversation', url },
    ),

  /** A candidate alert's digest (issue #13): the new offers, the rest one link away, how to stop it. */
  alertDigest: (
    prenom: string,
    libelle: string,
    offers: Array<{ titre: string; entreprise: string; lieu: string; url: string }>,
    total: number,
    links: { offres: string; gerer: string; desinscription: string },
  ) => {
    const line = (offer: { titre: string; entreprise: string; lieu: string; url: string }) =>
      `${offer.titre} — ${offer.entreprise}${offer.lieu ? ` (${offer.lieu})` : ''} : ${offer.url}`;
    const rest = total - offers.length;
    return compose(
      total === 1 ? `1 nouvelle offre pour votre alerte « ${libelle} »` : `${total} nouvelles offres pour votre alerte « ${libelle} »`,
      prenom ? `Bonjour ${prenom},` : 'Bonjour,',
      [
        total === 1 ? 'Une nouvelle offre correspond à votre alerte :' : 'De nouvelles offres correspondent à votre alerte :',
        ...offers.map(line),
        ...(rest > 0 ? [rest === 1 ? 'Et une autre offre sur Cep.' : `Et ${rest} autres offres sur Cep.`] : []),
        `Modifier ou suspendre cette alerte : ${links.gerer}`,
        `Pour ne plus recevoir cette alerte : ${links.desinscription}`,
      ],
      { label: 'Voir les offres de cette alerte', url: links.offres },
    );
  },

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
