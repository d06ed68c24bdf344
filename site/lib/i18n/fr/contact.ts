/** The public contact page (spec 02 §2, §3, §8). */
export const contact = {
  contact: {
    title: 'Contacter Cep',
    metaDescription: 'Une question sur Cep, vos offres, votre CV ou vos formations ? Écrivez à l’équipe Cep.',
    lead: 'Une question, une suggestion, un souci ? L’équipe Cep vous répond par e-mail, en général sous deux jours ouvrés.',
    profileLegend: 'Vous êtes',
    profiles: { recruteur: 'Recruteur', candidat: 'Candidat', ecole: 'École' },
    hints: {
      recruteur: 'Offres, packs, factures, CVthèque, page entreprise.',
      candidat: 'Candidatures, CV, alertes, compte.',
      ecole: 'Page école, formations, abonnement.',
    },
    prefilled: 'Vos coordonnées viennent de votre compte.',
    honeypot: 'Laissez ce champ vide',
    send: 'Envoyer',
    sending: 'Envoi…',
    footer: 'Contact',
  },
};
