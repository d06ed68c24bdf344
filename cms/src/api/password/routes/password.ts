export default {
  routes: [
    { method: 'POST', path: '/forgot-password', handler: 'password.forgot', config: { auth: false } },
    { method: 'POST', path: '/reset-password', handler: 'password.reset', config: { auth: false } },
  ],
};
