const staff = (access: 'read' | 'write') => ({ policies: [{ name: 'api::backoffice.staff', config: { access } }] });

/** `me` first: it would otherwise match `/backoffice/:resource`. */
export default {
  routes: [
    { method: 'GET', path: '/backoffice/me', handler: 'session.me' },
    { method: 'GET', path: '/backoffice/:resource', handler: 'resource.find', config: staff('read') },
    // Before `/:resource/:id`: an order's invoice or credit note, for the staff who read orders.
    { method: 'GET', path: '/backoffice/:resource(orders)/:id/factures/:numero', handler: 'invoice.download', config: staff('read') },
    { method: 'GET', path: '/backoffice/:resource/:id', handler: 'resource.findOne', config: staff('read') },
    { method: 'PUT', path: '/backoffice/:resource/:id', handler: 'resource.update', config: staff('write') },
    { method: 'POST', path: '/backoffice/:resource', handler: 'resource.create', config: staff('write') },
    { method: 'DELETE', path: '/backoffice/:resource/:id', handler: 'resource.delete', config: staff('write') },
    // A record's file (an article's cover), multipart: ra-data-simple-rest only speaks JSON.
    { method: 'POST', path: '/backoffice/:resource/:id/fichier', handler: 'resource.upload', config: staff('write') },
  ],
};
