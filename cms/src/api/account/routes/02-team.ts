import { member } from '../../../utils/membership';

/** The recruiters of a company account (spec 01 §7, spec 02 §7). */
export default {
  routes: [
    { method: 'GET', path: '/recrutement/recruteurs', handler: 'team.find', config: member({ type: 'entreprise' }) },
    // An invitation is an e-mail to someone else: only from a confirmed address.
    {
      method: 'POST',
      path: '/recrutement/nouveau-recruteur',
      handler: 'team.create',
      config: member({ type: 'entreprise', role: 'proprietaire', confirmed: true }),
    },
    {
      method: 'PUT',
      path: '/recrutement/recruteur/:id',
      handler: 'team.update',
      config: member({ type: 'entreprise', role: 'proprietaire' }),
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
