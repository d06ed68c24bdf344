export default {
  routes: [{ method: 'POST', path: '/inscription/candidat', handler: 'inscription.candidat', config: { auth: false } }],
};
