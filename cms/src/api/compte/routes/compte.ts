export default {
  routes: [{ method: 'GET', path: '/compte/moi', handler: 'compte.moi' }],
};
