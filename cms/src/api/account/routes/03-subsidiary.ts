import { member } from '../../../utils/membership';

/** The subsidiaries of a company account (spec 02 §7). */
export default {
  routes: [
    { method: 'GET', path: '/recrutement/filiales', handler: 'subsidiary.find', config: member({ type: 'entreprise' }) },
    {
      method: 'POST',
      path: '/recrutement/add/societefiliale',
      handler: 'subsidiary.create',
      config: member({ type: 'entreprise', role: 'proprietaire' }),
    },
    {
      method: 'DELETE',
      path: '/recrutement/delete/societefiliale/:id',
      handler: 'subsidiary.delete',
      config: member({ type: 'entreprise', role: 'proprietaire' }),
    },
  ],
};
