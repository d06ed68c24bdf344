import { member } from '../../../utils/membership';

const recruiter = () => member({ type: 'entreprise' });

/** The recruiter's offer routes (spec 01 §2, spec 02 §2, §7); state changes are POST/PUT/DELETE, never GET. */
export default {
  routes: [
    { method: 'GET', path: '/recrutement/offres', handler: 'recruiter-offer.list', config: recruiter() },
    { method: 'POST', path: '/recrutement/offre/description-offre', handler: 'recruiter-offer.create', config: recruiter() },
    { method: 'GET', path: '/recrutement/offre/description-offre/:id', handler: 'recruiter-offer.findOne', config: recruiter() },
    { method: 'PUT', path: '/recrutement/offre/description-offre/:id', handler: 'recruiter-offer.update', config: recruiter() },
    { method: 'POST', path: '/recrutement/offre/:id/photocouverture', handler: 'recruiter-offer.cover', config: recruiter() },
    { method: 'GET', path: '/recrutement/offre/:id/description-entreprise', handler: 'recruiter-offer.companyStep', config: recruiter() },
    {
      method: 'PUT',
      path: '/recrutement/offre/:id/description-entreprise',
      handler: 'recruiter-offer.saveCompanyStep',
      config: recruiter(),
    },
    { method: 'GET', path: '/recrutement/offre/:id/paiement', handler: 'recruiter-offer.checkout', config: recruiter() },
    // Publishing reaches candidates: a confirmed address is required (changeStatus checks it for `publier`).
    {
      method: 'POST',
      path: '/recrutement/offre/:id/paiement',
      handler: 'recruiter-offer.publish',
      config: member({ type: 'entreprise', confirmed: true }),
    },
    { method: 'POST', path: '/recrutement/offre/update/:id/:action', handler: 'recruiter-offer.changeStatus', config: recruiter() },
    { method: 'DELETE', path: '/recrutement/delete/offre/:id', handler: 'recruiter-offer.delete', config: recruiter() },
    { method: 'POST', path: '/recrutement/offre/:id/utilisation/booster/:type', handler: 'booster.use', config: recruiter() },
    { method: 'GET', path: '/load-card-offre/:id', handler: 'booster.card', config: recruiter() },
    { method: 'GET', path: '/recrutement/offre/:ref/utilisation/boost/reseaux/sociaux', handler: 'social-boost.form', config: recruiter() },
    {
      method: 'POST',
      path: '/recrutement/offre/:ref/utilisation/boost/reseaux/sociaux',
      handler: 'social-boost.book',
      config: recruiter(),
    },
  ],
};
