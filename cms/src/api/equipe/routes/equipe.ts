// A fresh object per route: Strapi writes each route's auth scope into its config.
const owner = () => ({ policies: ['global::account-owner'] });

export default {
  routes: [
    { method: 'GET', path: '/recrutement/recruteurs', handler: 'equipe.find' },
    { method: 'POST', path: '/recrutement/nouveau-recruteur', handler: 'equipe.create', config: owner() },
    { method: 'PUT', path: '/recrutement/recruteur/:id', handler: 'equipe.update', config: owner() },
    { method: 'DELETE', path: '/recrutement/delete/recruteur/:id', handler: 'equipe.delete', config: owner() },
    { method: 'POST', path: '/recrutement/contact', handler: 'equipe.contact' },
  ],
};
