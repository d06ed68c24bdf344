export default {
  routes: [
    { method: 'GET', path: '/offres/:id', handler: 'offer.findPublic', config: { auth: false } },
    { method: 'GET', path: '/plan/offres', handler: 'offer.sitemap', config: { auth: false } },
    // Answers `noconnect` to visitors, so it reads the session itself (spec 02 §7).
    { method: 'POST', path: '/offre/selection/:id', handler: 'offer.toggleSelection', config: { auth: false } },
    { method: 'GET', path: '/candidat/selection', handler: 'offer.selection' },
  ],
};
