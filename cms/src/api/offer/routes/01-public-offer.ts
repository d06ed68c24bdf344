export default {
  routes: [{ method: 'GET', path: '/offres/:id', handler: 'offer.findPublic', config: { auth: false } }],
};
