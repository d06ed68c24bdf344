/** The recruiter's offer routes (spec 01 §2, spec 02 §2, §7); state changes are POST/PUT/DELETE, never GET. */
export default {
  routes: [
    { method: 'GET', path: '/recrutement/offres', handler: 'recruiter-offer.list' },
    { method: 'POST', path: '/recrutement/offre/description-offre', handler: 'recruiter-offer.create' },
    { method: 'GET', path: '/recrutement/offre/description-offre/:id', handler: 'recruiter-offer.findOne' },
    { method: 'PUT', path: '/recrutement/offre/description-offre/:id', handler: 'recruiter-offer.update' },
    { method: 'POST', path: '/recrutement/offre/:id/photocouverture', handler: 'recruiter-offer.cover' },
    { method: 'GET', path: '/recrutement/offre/:id/description-entreprise', handler: 'recruiter-offer.companyStep' },
    { method: 'PUT', path: '/recrutement/offre/:id/description-entreprise', handler: 'recruiter-offer.saveCompanyStep' },
    { method: 'GET', path: '/recrutement/offre/:id/paiement', handler: 'recruiter-offer.checkout' },
    { method: 'POST', path: '/recrutement/offre/:id/paiement', handler: 'recruiter-offer.publish' },
    { method: 'POST', path: '/recrutement/offre/update/:id/:action', handler: 'recruiter-offer.changeStatus' },
    { method: 'DELETE', path: '/recrutement/delete/offre/:id', handler: 'recruiter-offer.delete' },
  ],
};
