// A fresh object per route: Strapi writes each route's auth scope into its config.
const owner = () => ({ policies: ['global::account-owner'] });

export default {
  routes: [
    { method: 'GET', path: '/recrutement/filiales', handler: 'filiale.find' },
    { method: 'POST', path: '/recrutement/add/societefiliale', handler: 'filiale.create', config: owner() },
    { method: 'DELETE', path: '/recrutement/delete/societefiliale/:id', handler: 'filiale.delete', config: owner() },
    { method: 'GET', path: '/recrutement/societe/tva', handler: 'filiale.tva' },
  ],
};
