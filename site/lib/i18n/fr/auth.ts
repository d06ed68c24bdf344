import { passwordRules, type PasswordRuleKey } from '@cep/domain/password-rules';

/** Password reset, e-mail confirmation and sign-up (the login's words are in ./login). */
export const auth = {
  forgot: {
    title: 'Mot de passe oublié',
    lead: 'Indiquez l’adresse e-mail de votre compte : nous vous envoyons un lien pour choisir un nouveau mot de passe.',
    submit: 'Envoyer le lien',
    submitting: 'Envoi…',
  },
  reset: {
    title: 'Nouveau mot de passe',
    lead: 'Choisissez un nouveau mot de passe. Vos autres sessions seront fermées.',
    submit: 'Enregistrer le mot de passe',
    submitting: 'Enregistrement…',
    done: 'Votre mot de passe a été modifié. Vous pouvez vous connecter.',
  },
  confirmation: {
    title: 'Confirmation de votre adresse e-mail',
    done: 'Merci : votre adresse e-mail est confirmée.',
    invalid: 'Ce lien de confirmation n’est plus valide ou a déjà servi.',
  },
  signup: {
    pageTitle: 'Inscription',
    kinds: 'Type de compte',
    candidat: 'Candidat',
    recruteur: 'Recruteur',
    ecole: 'École',
    haveAccount: 'Déjà inscrit ?',
    close: 'Fermer la fenêtre d’inscription',
    prenom: 'Prénom',
    nom: 'Nom',
    email: 'Adresse e-mail',
    telephone: 'Téléphone (facultatif)',
    raisonSociale: 'Raison sociale',
    secteurActivite: "Secteur d'activité",
    ecoleNom: "Nom de l'établissement",
    forms: {
      candidat: { title: 'Créer mon compte candidat', lead: 'Postulez aux offres, suivez vos candidatures et recevez des alertes.' },
      recruteur: {
        title: 'Créer mon compte recruteur',
        lead: 'Publiez vos offres, recevez les candidatures et gérez votre équipe de recruteurs.',
      },
      ecole: { title: 'Créer mon compte école', lead: 'Présentez votre établissement, vos formations et vos événements.' },
    },
    password: 'Mot de passe',
    passwordConfirm: 'Confirmation du mot de passe',
    rulesTitle: 'Votre mot de passe doit contenir :',
    /** The rules of spec 01 §5, as the domain words them. */
    rules: Object.fromEntries(passwordRules.map((rule) => [rule.key, rule.label])) as Record<PasswordRuleKey, string>,
    show: 'Afficher le mot de passe',
    hide: 'Masquer le mot de passe',
    submit: 'Créer mon compte',
    submitting: 'Création en cours…',
    successTitle: 'Votre compte est créé',
    successText: (email: string) => `Bienvenue sur Cep ! Vous êtes connecté. Un e-mail de confirmation vient d’être envoyé à ${email}.`,
    /** The way on: the page the sign-up served, or the new user's own space. */
    continue: 'Continuer',
    toAccount: 'Accéder à mon espace',
  },
} as const;
