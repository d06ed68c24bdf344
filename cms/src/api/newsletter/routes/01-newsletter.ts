/** The preference centre (candidates, recruiters) and the signed unsubscribe links (no login: the link is the proof). */
export default {
  routes: [
    { method: 'GET', path: '/preference', handler: 'preference.list' },
    { method: 'POST', path: '/preference/webtosmc/:id/:checked', handler: 'preference.set' },
    { method: 'POST', path: '/preference/lien', handler: 'preference.signedList', config: { auth: false } },
    { method: 'POST', path: '/preference/lien/:id/:checked', handler: 'preference.signedSet', config: { auth: false } },
    { method: 'POST', path: '/newsletter/desinscription', handler: 'preference.unsubscribe', config: { auth: false } },
    { method: 'POST', path: '/messagerie/desinscription', handler: 'preference.unsubscribeMessaging', config: { auth: false } },
  ],
};
