const plural = (n: number, one: string, many: string) => `${n} ${n > 1 ? many : one}`;

/**
 * The harvest's confirmed start (issue #40 item 2): the estate's page (form, headcount, chase) and the worker's
 * page opened from the e-mail. The answers' labels (« Je serai là »…) are @cep/domain's `START_ANSWER_LABELS`.
 */
export const harvestStart = {
  start: {
    metaTitle: 'Démarrage des vendanges',
    title: (titre: string) => `Démarrage des vendanges : ${titre}`,
    back: 'Retour aux candidatures',
    intro:
      'Quand la date est connue, confirmez le démarrage : chaque candidat présélectionné le reçoit par e-mail et répond en un clic, sans se connecter. Déplacer le jour ou l’heure leur redemande à tous ; préciser le lieu ou les consignes garde leurs réponses.',
    window: (fenetre: string) => `Période annoncée dans l’offre : ${fenetre}.`,
    countsTitle: 'Qui sera là',
    positions: (postes: number) => `pour ${plural(postes, 'poste', 'postes')} à pourvoir`,
    present: 'Présents',
    absent: 'Absents',
    noAnswer: 'Sans réponse',
    all: 'Tous',
    current: (moment: string, lieu: string) => `Démarrage confirmé : ${moment}, ${lieu}.`,
    sentOn: (date: string) => `Envoyé le ${date}.`,
    notYet: 'Le démarrage n’est pas encore confirmé.',
    formTitle: (confirmed: boolean) => (confirmed ? 'Déplacer ou préciser le démarrage' : 'Confirmer le démarrage'),
    date: 'Jour du démarrage',
    heure: 'Heure du rendez-vous',
    heureHint: 'Par exemple 07:30.',
    lieu: 'Lieu du rendez-vous',
    lieuHint: 'L’adresse, et comment trouver le point de rendez-vous.',
    aApporter: 'À apporter (facultatif)',
    aApporterHint: 'Bottes, gants, sécateur, papiers pour le contrat…',
    submit: (preselected: number, kind: 'premier' | 'deplace' | 'precise') =>
      ({
        premier: `Prévenir ${plural(preselected, 'présélectionné', 'présélectionnés')}`,
        deplace: `Déplacer le démarrage et redemander à chacun (${preselected})`,
        precise: `Envoyer les précisions (${plural(preselected, 'présélectionné', 'présélectionnés')})`,
      })[kind],
    movingWarning: 'Le jour ou l’heure change : toutes les réponses repartent de zéro et chacun est prévenu de nouveau.',
    submitting: 'Envoi en cours…',
    noneToTell: 'Présélectionnez d’abord les saisonniers retenus dans la liste des candidatures : ce sont eux qui recevront le démarrage.',
    sent: (prevenus: number, reset: boolean) =>
      `${plural(prevenus, 'saisonnier prévenu', 'saisonniers prévenus')} par e-mail.${reset ? ' Le jour ou l’heure a changé : leurs réponses repartent de zéro.' : ''}`,
    chase: 'Relancer ceux qui n’ont pas répondu',
    chasing: 'Relance en cours…',
    chased: (n: number) => `${plural(n, 'relance envoyée', 'relances envoyées')} par e-mail.`,
    chaseHint: 'Chacun n’est relancé qu’une fois toutes les 12 heures.',
    listTitle: 'Les présélectionnés',
    listCount: (n: number) => plural(n, 'saisonnier', 'saisonniers'),
    emptyFilter: 'Personne dans cette liste pour l’instant.',
    answeredOn: (date: string) => `a répondu le ${date}`,
    toldOn: (date: string) => `prévenu le ${date}`,
    chasedOn: (date: string) => `relancé le ${date}`,
    phone: (who: string) => `Appeler ${who}`,
    live: 'Les réponses s’affichent ici dès qu’elles arrivent.',
    failed: 'L’envoi n’a pas abouti. Veuillez réessayer.',
    applicationsBox: 'Vendanges : démarrage',
    applicationsBoxLink: (confirmed: boolean) => (confirmed ? 'Voir qui sera là' : 'Confirmer le démarrage'),
  },
  startAnswer: {
    metaTitle: 'Démarrage des vendanges',
    title: 'Démarrage des vendanges',
    hello: (prenom: string) => (prenom ? `Bonjour ${prenom},` : 'Bonjour,'),
    offer: (titre: string, entreprise: string) =>
      entreprise
        ? `${entreprise} confirme le démarrage pour l’offre « ${titre} ».`
        : `Le démarrage est confirmé pour l’offre « ${titre} ».`,
    when: 'Rendez-vous',
    where: 'Lieu',
    bring: 'À apporter',
    question: 'Serez-vous là ?',
    yours: (label: string) => `Votre réponse : « ${label} ».`,
    change:
      'Vous pouvez changer d’avis jusqu’au jour du démarrage : si vous ne pouvez plus venir, dites-le, le domaine pourra appeler quelqu’un d’autre.',
    thanks: 'Merci, votre réponse est enregistrée.',
    moved: 'Le démarrage a changé depuis l’ouverture de cette page : voici le nouveau. Répondez de nouveau.',
  },
} as const;
