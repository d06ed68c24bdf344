/** The preference centre (candidates) and the newsletter's signed unsubscribe (no login: the link is the proof). */
export default {
  routes: [
    { method: 'GET', path: '/preference', handler: 'preference.list' },
    { method: 'POST', path: '/preference/webtosmc/:id/:checked', handler: 'preference.set' },
    { method: 'POST', path: '/newsletter/desinscription', handler: 'preference.unsubscribe', config: { auth: false } },
  ],
};
