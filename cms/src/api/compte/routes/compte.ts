// A fresh object per route: Strapi writes each route's auth scope into its config.
const owner = () => ({ policies: ['global::account-owner'] });

export default {
  routes: [
    { method: 'GET', path: '/compte/moi', handler: 'compte.moi' },
    { method: 'GET', path: '/compte', handler: 'compte.find' },
    { method: 'PUT', path: '/compte/utilisateur', handler: 'compte.utilisateur' },
    { method: 'PUT', path: '/compte/connexion', handler: 'compte.connexion' },
    { method: 'PUT', path: '/compte/entreprise', handler: 'compte.entreprise', config: owner() },
    { method: 'PUT', path: '/compte/facturation', handler: 'compte.facturation', config: owner() },
    { method: 'PUT', path: '/compte/etablissement', handler: 'compte.etablissement', config: owner() },
  ],
};
