/** Sign-up says whether an address is taken (spec): throttled per address and per client (issue #10). */
const signup = () => ({ auth: false as const, middlewares: [{ name: 'global::auth-throttle', config: { rule: 'signup' } }] });

export default {
  routes: [
    { method: 'POST', path: '/inscription/candidat', handler: 'inscription.candidat', config: signup() },
    { method: 'POST', path: '/inscription/recruteur', handler: 'inscription.recruteur', config: signup() },
    { method: 'POST', path: '/inscription/ecole', handler: 'inscription.ecole', config: signup() },
    { method: 'GET', path: '/inscription/confirmation', handler: 'inscription.confirmation', config: { auth: false } },
  ],
};
