/**
 * Candidates' search alerts (spec 02 §2, §7). `/alerte/{query}` is the spec's GET made POST (it writes); the
 * role's grant keeps these to candidates, each call reaches only the caller's own alerts. The digest's
 * unsubscribe needs no login: its signed link is the proof.
 */
export default {
  routes: [
    { method: 'POST', path: '/alerte/desinscription', handler: 'candidate-alert.unsubscribe', config: { auth: false } },
    { method: 'POST', path: '/alerte/:query', handler: 'candidate-alert.fromSearch' },
    // A bare /offres: no query, answered with the notice that asks for a criterion (not a 405).
    { method: 'POST', path: '/alerte', handler: 'candidate-alert.fromSearch' },
    { method: 'GET', path: '/candidat/alertes', handler: 'candidate-alert.list' },
    { method: 'POST', path: '/candidat/alerte', handler: 'candidate-alert.create' },
    { method: 'GET', path: '/candidat/alerte/:id', handler: 'candidate-alert.findOne' },
    { method: 'PUT', path: '/candidat/alerte/:id', handler: 'candidate-alert.update' },
    { method: 'POST', path: '/candidat/alerte/:id/:action(suspendre|activer)', handler: 'candidate-alert.act' },
    { method: 'DELETE', path: '/candidat/alerte/:id', handler: 'candidate-alert.remove' },
  ],
};
