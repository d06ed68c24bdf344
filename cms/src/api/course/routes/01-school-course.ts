import { member } from '../../../utils/membership';

const reader = () => member({ type: 'ecole' });
// Writes need a subscription (spec 02 §4 subscription lock): refused here, not only disabled on the page.
const writer = () => member({ type: 'ecole', subscribed: true });

/** The school's courses (spec 02 §7). The spec's GETs that change data are POST or DELETE on the same paths. */
export default {
  routes: [
    { method: 'GET', path: '/ecole/formations', handler: 'school-course.list', config: reader() },
    { method: 'GET', path: '/ecole/formation/loadsession/:id', handler: 'school-course.sessions', config: reader() },
    { method: 'GET', path: '/ecole/formation/:id', handler: 'school-course.findOne', config: reader() },
    { method: 'POST', path: '/ecole/formation', handler: 'school-course.create', config: writer() },
    { method: 'PUT', path: '/ecole/formation/:id', handler: 'school-course.update', config: writer() },
    { method: 'POST', path: '/ecole/publier/:id', handler: 'school-course.publish', config: writer() },
    { method: 'DELETE', path: '/ecole/supformation/:id', handler: 'school-course.remove', config: writer() },
    { method: 'POST', path: '/ecole/formation/savesession/:id', handler: 'school-course.saveSession', config: writer() },
    { method: 'DELETE', path: '/ecole/formation/deletesession/:id', handler: 'school-course.removeSession', config: writer() },
    { method: 'POST', path: '/ecole/formation/:id/image/:field', handler: 'school-course.image', config: writer() },
    { method: 'DELETE', path: '/ecole/formation/deletephoto/:n/:id', handler: 'school-course.removePhoto', config: writer() },
    { method: 'POST', path: '/ecole/formation/:id/plaquette', handler: 'school-course.brochure', config: writer() },
    { method: 'DELETE', path: '/ecole/formation/deleteplaquette/:id', handler: 'school-course.removeBrochure', config: writer() },
  ],
};
