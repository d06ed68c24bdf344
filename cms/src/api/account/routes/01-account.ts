import { member } from '../../../utils/membership';

/** "Mon compte": every logged-in user reads and edits their own user; company and school sections are the owner's. */
export default {
  routes: [
    { method: 'GET', path: '/compte/moi', handler: 'account.moi' },
    { method: 'GET', path: '/compte', handler: 'account.find' },
    // A new address is checked against the registered ones: counted like a sign-up (issue #36 item 4).
    {
      method: 'PUT',
      path: '/compte/utilisateur',
      handler: 'account.utilisateur',
      config: { middlewares: [{ name: 'global::auth-throttle', config: { rule: 'address-check' } }] },
    },
    { method: 'PUT', path: '/compte/connexion', handler: 'account.connexion' },
    { method: 'POST', path: '/compte/confirmation', handler: 'account.renvoiConfirmation' },
    {
      method: 'PUT',
      path: '/compte/entreprise',
      handler: 'account.entreprise',
      config: member({ type: 'entreprise', role: 'proprietaire' }),
    },
    // A company's billing block, or a school's: each account type has its own (spec 01 §3, spec 02 §3).
    {
      method: 'PUT',
      path: '/compte/facturation',
      handler: 'account.facturation',
      config: member({ role: 'proprietaire' }),
    },
    {
      method: 'PUT',
      path: '/compte/etablissement',
      handler: 'account.etablissement',
      config: member({ type: 'ecole', role: 'proprietaire' }),
    },
  ],
};
