import { member } from '../../../utils/membership';

/** Says whether an address is registered: counted like a sign-up (middlewares/auth-throttle.ts, issue #36 item 4). */
const addressCheck = { name: 'global::auth-throttle', config: { rule: 'address-check', field: 'recruteurMail' } };

/** The recruiters of a company account (spec 01 §7, spec 02 §7). */
export default {
  routes: [
    { method: 'GET', path: '/recrutement/recruteurs', handler: 'team.find', config: member({ type: 'entreprise' }) },
    // An invitation is an e-mail to someone else: only from a confirmed address.
    {
      method: 'POST',
      path: '/recrutement/nouveau-recruteur',
      handler: 'team.create',
      config: { ...member({ type: 'entreprise', role: 'proprietaire', confirmed: true }), middlewares: [addressCheck] },
    },
    {
      method: 'PUT',
      path: '/recrutement/recruteur/:id',
      handler: 'team.update',
      config: { ...member({ type: 'entreprise', role: 'proprietaire' }), middlewares: [addressCheck] },
    },
    {
      method: 'DELETE',
      path: '/recrutement/delete/recruteur/:id',
      handler: 'team.delete',
      config: member({ type: 'entreprise', role: 'proprietaire' }),
    },
    { method: 'POST', path: '/recrutement/contact', handler: 'team.contact', config: member({ type: 'entreprise' }) },
  ],
};
