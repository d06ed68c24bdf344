const plural = (n: number, one: string, many: string) => `${n} ${n > 1 ? many : one}`;

/** Unsolicited applications (issue #40 item 4): the candidate's form from a company page, the account's pool. */
export const unsolicited = {
  unsolicited: {
    metaTitle: 'Candidature spontanée',
    title: (nom: string) => `Candidature spontanée à ${nom}`,
    back: 'Retour à la page de l’entreprise',
    intro:
      'Présentez-vous : l’entreprise garde votre candidature parmi ses candidats et peut vous inviter à postuler à ses prochaines offres.',
    message: 'Votre message',
    messageHint: 'Ce que vous savez faire, ce que vous cherchez, quand vous êtes disponible.',
    telephone: 'Téléphone (facultatif, 10 chiffres)',
    withCv: (nom: string) => `Joindre le CV de mon profil (${nom})`,
    noCv: 'Sans CV en fichier dans votre profil, la candidature part avec votre message et vos disponibilités.',
    availability: 'Vos disponibilités pour les vendanges, envoyées avec votre candidature :',
    send: 'Envoyer ma candidature spontanée',
    sending: 'Envoi en cours…',
    sent: (nom: string) => `Votre candidature spontanée est envoyée à ${nom}.`,
    failed: 'L’envoi n’a pas abouti. Veuillez réessayer.',
    poolMetaTitle: 'Candidatures spontanées',
    poolTitle: 'Candidatures spontanées',
    poolIntro:
      'Les candidats qui vous ont écrit depuis la page de votre entreprise ou de ses filiales. Invitez-les à postuler à une offre en ligne.',
    search: 'Rechercher (nom, métier, message)',
    filter: 'Rechercher',
    count: (n: number) => plural(n, 'candidature spontanée', 'candidatures spontanées'),
    empty: 'Aucune candidature spontanée pour l’instant.',
    emptySearch: 'Aucune candidature ne correspond à cette recherche.',
    receivedOn: (date: string, page: string) => `Reçue le ${date} sur la page ${page}`,
    downloadCv: 'Télécharger le CV',
    availabilityLabel: 'Disponibilités vendanges :',
    inviteLabel: (who: string) => `Inviter ${who} à postuler à l’offre`,
    invite: 'Inviter',
    inviting: 'Envoi…',
    invited: (titre: string, date: string) => `Invitation à « ${titre} » envoyée le ${date}`,
    invitedNow: 'Invitation envoyée par e-mail.',
    noOffer: 'Publiez une offre pour pouvoir y inviter des candidats.',
    choose: 'Choisir une offre',
    nav: 'Candidatures spontanées',
  },
} as const;
