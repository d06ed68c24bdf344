export default {
  routes: [
    {
      method: 'POST',
      path: '/forgot-password',
      handler: 'password.forgot',
      // On the route itself: every spelling of the path the router matches shares the counters.
      config: { auth: false, middlewares: [{ name: 'global::auth-throttle', config: { rule: 'forgot-password' } }] },
    },
    { method: 'POST', path: '/reset-password', handler: 'password.reset', config: { auth: false } },
  ],
};
