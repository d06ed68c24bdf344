import { member } from '../../../utils/membership';

const recruiter = () => member({ type: 'entreprise' });

/** Recruiters' CV alerts (spec 02 §7): the spec's GETs that write are POST and DELETE on the same paths. */
export default {
  routes: [
    { method: 'POST', path: '/recrutement/alerte/desinscription', handler: 'cv-alert.unsubscribe', config: { auth: false } },
    { method: 'GET', path: '/recrutement/alertes', handler: 'cv-alert.list', config: recruiter() },
    { method: 'GET', path: '/recrutement/alert/:id', handler: 'cv-alert.findOne', config: recruiter() },
    { method: 'POST', path: '/recrutement/ajout-alerte/cvtheque', handler: 'cv-alert.save', config: recruiter() },
    { method: 'POST', path: '/recrutement/active-alerte/:id', handler: 'cv-alert.toggle', config: recruiter() },
    { method: 'DELETE', path: '/recrutement/delete-alerte/:id', handler: 'cv-alert.remove', config: recruiter() },
  ],
};
