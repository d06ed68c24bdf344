import { member } from '../../../utils/membership';

const recruiter = () => member({ type: 'entreprise' });

/**
 * The CV library (spec 02 §7; issue #13). The spec's GETs that spend or write (`/recrutement/achat/cv/{id}`,
 * `/recrutement/candidat/{id}/like|dislike`) are POST on the same paths. Buying reaches a person's contact
 * details: it needs a confirmed e-mail, as every call that reaches other people.
 */
export default {
  routes: [
    { method: 'GET', path: '/recrutement/cvtheque', handler: 'cvtheque.search', config: recruiter() },
    { method: 'GET', path: '/recrutement/cvtheque/:id', handler: 'cvtheque.findOne', config: recruiter() },
    { method: 'GET', path: '/recrutement/cvtheque/:id/:file(photo|fichier)', handler: 'cvtheque.file', config: recruiter() },
    { method: 'POST', path: '/recrutement/achat/cv/:id', handler: 'cvtheque.buy', config: member({ type: 'entreprise', confirmed: true }) },
    { method: 'POST', path: '/recrutement/candidat/:id/:action(like|dislike)', handler: 'cvtheque.like', config: recruiter() },
    { method: 'GET', path: '/candidat/cv/acheteurs', handler: 'cvtheque.buyers' },
  ],
};
