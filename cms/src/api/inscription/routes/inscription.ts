export default {
  routes: [
    { method: 'POST', path: '/inscription/candidat', handler: 'inscription.candidat', config: { auth: false } },
    { method: 'POST', path: '/inscription/recruteur', handler: 'inscription.recruteur', config: { auth: false } },
    { method: 'POST', path: '/inscription/ecole', handler: 'inscription.ecole', config: { auth: false } },
    { method: 'GET', path: '/inscription/confirmation', handler: 'inscription.confirmation', config: { auth: false } },
  ],
};
