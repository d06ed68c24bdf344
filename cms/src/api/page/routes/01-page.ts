import { member } from '../../../utils/membership';

const company = () => member({ type: 'entreprise' });
const school = () => member({ type: 'ecole' });
// A school writes its page only while subscribed (spec 02 §4 subscription lock); reading its form stays open.
const subscribedSchool = () => member({ type: 'ecole', subscribed: true });

/**
 * Company, subsidiary and school pages (spec 01 §2, §7; spec 02 §7). Any member of the account edits its
 * pages, as they publish its offers (decided). Spec GETs that change data are POST or DELETE here.
 */
export default {
  routes: [
    { method: 'GET', path: '/load-form-info-entreprise', handler: 'page.form', config: company() },
    { method: 'GET', path: '/load-form-info-entreprise/filiale/:id', handler: 'page.form', config: company() },
    { method: 'PUT', path: '/recrutement/page-entreprise/:id', handler: 'page.save', config: company() },
    { method: 'POST', path: '/recrutement/page-entreprise/:id/image/:field', handler: 'page.image', config: company() },
    { method: 'DELETE', path: '/recrutement/page-entreprise/:id/delete/photo/:index', handler: 'page.deletePhoto', config: company() },
    { method: 'POST', path: '/recrutement/enLigne/:id/:etat', handler: 'page.online', config: company() },

    { method: 'GET', path: '/ecole/page', handler: 'page.form', config: school() },
    { method: 'PUT', path: '/ecole/page', handler: 'page.save', config: subscribedSchool() },
    { method: 'POST', path: '/ecole/page/image/:field', handler: 'page.image', config: subscribedSchool() },
    { method: 'DELETE', path: '/ecole/page/delete/photo/:index', handler: 'page.deletePhoto', config: subscribedSchool() },
    { method: 'POST', path: '/ecole/page/plaquette', handler: 'page.brochure', config: subscribedSchool() },
    { method: 'DELETE', path: '/ecole/page/delete/plaquette', handler: 'page.deleteBrochure', config: subscribedSchool() },
    { method: 'POST', path: '/ecole/enLigne/:etat', handler: 'page.online', config: subscribedSchool() },
  ],
};
