/** The public pages and their sitemap entries. */
export default {
  routes: [
    { method: 'GET', path: '/entreprises/:id', handler: 'public-page.company', config: { auth: false } },
    { method: 'GET', path: '/ecoles/:id', handler: 'public-page.school', config: { auth: false } },
    { method: 'GET', path: '/plan/pages', handler: 'public-page.sitemap', config: { auth: false } },
  ],
};
