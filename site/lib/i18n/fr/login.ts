/** The login form and its popup, which every page's header offers a visitor: kept apart from the rest of ./auth. */
export const login = {
  login: {
    title: 'Connexion',
    email: 'Adresse e-mail',
    password: 'Mot de passe',
    forgot: 'Mot de passe oublié ?',
    submit: 'Se connecter',
    submitting: 'Connexion…',
    noAccount: 'Pas encore de compte ?',
    createAccount: 'Créer un compte',
    logout: 'Déconnexion',
    close: 'Fermer la fenêtre de connexion',
    account: 'Mon compte',
  },
} as const;
