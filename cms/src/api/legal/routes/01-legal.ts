/** The legal notice's data (issue #16 item 10): public. */
export default {
  routes: [{ method: 'GET', path: '/mentions-legales', handler: 'legal.publisher', config: { auth: false } }],
};
