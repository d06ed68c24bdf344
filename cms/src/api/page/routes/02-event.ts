import { member } from '../../../utils/membership';

/** Events (spec 01 §2, §7): schools', companies' (beyond the spec), and the public agenda. */
export default {
  routes: [
    { method: 'POST', path: '/ecole/saveEvent/:id', handler: 'event.save', config: member({ type: 'ecole', subscribed: true }) },
    { method: 'DELETE', path: '/ecole/delete/:id', handler: 'event.delete', config: member({ type: 'ecole', subscribed: true }) },
    { method: 'POST', path: '/recrutement/saveEvent/:id', handler: 'event.save', config: member({ type: 'entreprise' }) },
    { method: 'DELETE', path: '/recrutement/delete/event/:id', handler: 'event.delete', config: member({ type: 'entreprise' }) },
    { method: 'GET', path: '/evenements', handler: 'event.agenda', config: { auth: false } },
  ],
};
