/**
 * The public contact page's actions (spec 02 §7), one per profile: `POST /contact/{recruteur|candidat|ecole}`.
 * They send e-mails: throttled per client and per sender (the `contact` rule), with a honeypot field.
 */
export default {
  routes: [
    {
      method: 'POST',
      path: '/contact/:profil(recruteur|candidat|ecole)',
      handler: 'contact.send',
      config: { auth: false as const, middlewares: [{ name: 'global::auth-throttle', config: { rule: 'contact' } }] },
    },
  ],
};
