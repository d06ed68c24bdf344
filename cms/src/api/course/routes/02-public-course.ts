/** The public side of courses (spec 02 §2, §7): search, count, page, contact popup, sitemap. */
export default {
  routes: [
    { method: 'GET', path: '/search/formations', handler: 'course.search', config: { auth: false } },
    { method: 'GET', path: '/nbformation/:query', handler: 'course.count', config: { auth: false } },
    { method: 'GET', path: '/formations/:id', handler: 'course.findPublic', config: { auth: false } },
    // Sends e-mails to the school: throttled per client and per sender (issue #10's limiter).
    {
      method: 'POST',
      path: '/formation/contact/:id',
      handler: 'course.contact',
      config: { auth: false as const, middlewares: [{ name: 'global::auth-throttle', config: { rule: 'contact' } }] },
    },
    { method: 'GET', path: '/plan/formations', handler: 'course.sitemap', config: { auth: false } },
  ],
};
