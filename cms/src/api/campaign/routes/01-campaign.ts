/** UTM capture (spec 02 §7): anyone's page posts its campaign; throttled per client (rows in the database). */
export default {
  routes: [
    {
      method: 'POST',
      path: '/utm-stockage-campagne',
      handler: 'campaign.store',
      config: { auth: false as const, middlewares: [{ name: 'global::auth-throttle', config: { rule: 'utm' } }] },
    },
  ],
};
