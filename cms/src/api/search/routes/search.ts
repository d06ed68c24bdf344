export default {
  routes: [
    { method: 'GET', path: '/search/offres', handler: 'search.offres', config: { auth: false } },
    { method: 'GET', path: '/nboffre/:query', handler: 'search.nboffre', config: { auth: false } },
  ],
};
