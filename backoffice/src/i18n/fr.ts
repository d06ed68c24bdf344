import polyglotI18nProvider from 'ra-i18n-polyglot';
import french from 'ra-language-french';

/** Every backoffice label: react-admin's French translation plus Cep's own keys. */
export const fr = {
  ...french,
  cep: {
    title: 'Cep — backoffice',
    auth: {
      invalid: 'Adresse e-mail ou mot de passe incorrect.',
      staffOnly: "Accès réservé à l'équipe Cep (modération et édition).",
      tooMany: 'Trop de tentatives. Veuillez réessayer dans quelques minutes.',
      required: 'Veuillez vous connecter.',
    },
    accounts: { types: { entreprise: 'Entreprise', ecole: 'École' } },
    credits: {
      grant: 'Créditer ce compte',
      history: 'Historique des crédits',
      grantTitle: 'Créditer un compte',
      grantLead: 'Les crédits offerts restent dans l’historique du compte, avec leur raison et votre nom.',
      reasons: {
        pack: 'Pack acheté',
        cadeau: 'Offert par Cep',
        remboursement: 'Remboursement',
        reprise: 'Solde repris',
        publication: 'Publication',
        'achat-cv': 'Achat de CV',
        booster: 'Booster',
        abonnement: 'Abonnement',
        commande: 'Commande payée',
        expiration: 'Fin de validité du pack',
        annulation: 'Commande remboursée',
      },
    },
    orders: {
      card: 'Carte bancaire',
      transfer: 'Virement',
      markPaid: 'Marquer payée',
      cancel: 'Annuler',
      confirmPaidTitle: 'Virement reçu pour %{reference} ?',
      confirmPaid: 'La commande sera payée, sa facture émise et ses crédits accordés. Cela ne peut pas être annulé.',
      confirmCancelTitle: 'Annuler la commande %{reference} ?',
      confirmCancel: 'La commande n’attendra plus de paiement.',
      paid: 'Commande %{reference} payée : facture émise, crédits accordés.',
      cancelled: 'Commande %{reference} annulée.',
    },
    promo: {
      codeHelp: 'De 3 à 30 lettres, chiffres ou tirets ; ne se modifie plus ensuite.',
      unlimitedHelp: 'Vide : sans limite.',
    },
    moderation: {
      selection: 'Sélection',
      select: 'Sélectionner « %{title} »',
      validate: 'Valider',
      refuse: 'Refuser',
      refuseTitle: "Refuser l'offre |||| Refuser %{smart_count} offres",
      validated:
        'Offre validée : le recruteur est prévenu par e-mail. |||| %{smart_count} offres validées : les recruteurs sont prévenus par e-mail.',
      refused:
        'Offre refusée : le recruteur est prévenu par e-mail. |||| %{smart_count} offres refusées : les recruteurs sont prévenus par e-mail.',
    },
  },
  resources: {
    accounts: {
      name: 'Compte |||| Comptes',
      fields: { q: 'Recherche', nom: 'Nom', type: 'Type', creditsIllimites: 'Crédits illimités', createdAt: 'Ouvert le' },
    },
    orders: {
      name: 'Commande |||| Commandes',
      fields: {
        q: 'Référence ou acheteur',
        createdAt: 'Le',
        reference: 'Référence',
        libelle: 'Achat',
        compte: 'Compte',
        acheteur: 'Acheteur',
        totalTtc: 'Total TTC',
        modePaiement: 'Paiement',
        etat: 'État',
        type: 'Type',
        factures: 'Factures',
        payeePar: 'Payée par',
      },
    },
    'promo-codes': {
      name: 'Code promo |||| Codes promo',
      fields: {
        q: 'Recherche',
        code: 'Code',
        libelle: 'Libellé',
        pourcentage: 'Remise (%)',
        debut: 'Début',
        fin: 'Fin',
        utilisations: 'Utilisations',
        utilisationsMax: 'Utilisations max.',
        unParCompte: 'Une fois par compte',
        cibles: 'S’applique à',
        actif: 'Actif',
        createdAt: 'Créé le',
      },
    },
    'credit-entries': {
      name: 'Mouvement de crédits |||| Crédits',
      fields: {
        compte: 'Compte',
        type: 'Crédit',
        quantite: 'Quantité',
        soldeApres: 'Solde après',
        motif: 'Motif',
        commentaire: 'Raison',
        auteur: 'Par',
        offre: 'Offre',
        createdAt: 'Le',
      },
    },
    emails: {
      name: 'E-mail envoyé |||| E-mails envoyés',
      fields: { q: 'Recherche', date: 'Envoyé le', from: 'De', to: 'À', subject: 'Objet', text: 'Message' },
    },
    offers: {
      name: 'Offre |||| Offres',
      fields: {
        q: 'Recherche',
        offreTitre: 'Titre',
        offreContrat: 'Contrat',
        offreVille: 'Ville',
        offreTexte: 'Description',
        societe: 'Société',
        etat: 'État',
        recruteur: 'Recruteur',
        soumiseLe: 'Soumise le',
        moderePar: 'Modérée par',
        modereLe: 'Modérée le',
        motifRefus: 'Motif du refus',
        datePublication: 'Publiée le',
        dateExpiration: 'Expire le',
        createdAt: 'Créée le',
        updatedAt: 'Modifiée le',
      },
    },
  },
};

export const i18nProvider = polyglotI18nProvider(() => fr, 'fr', [{ locale: 'fr', name: 'Français' }], { allowMissing: false });
