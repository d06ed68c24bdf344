export default {
  routes: [
    { method: 'GET', path: '/backoffice/me', handler: 'session.me' },
    { method: 'GET', path: '/backoffice/offers', handler: 'offer.find' },
    { method: 'GET', path: '/backoffice/offers/:id', handler: 'offer.findOne' },
    { method: 'PUT', path: '/backoffice/offers/:id', handler: 'offer.update' },
    { method: 'GET', path: '/backoffice/emails', handler: 'email.find' },
    { method: 'GET', path: '/backoffice/emails/:id', handler: 'email.findOne' },
  ],
};
