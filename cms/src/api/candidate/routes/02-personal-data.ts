/** The candidate's personal data (issue #11 item 9): kept to candidates by the role's grants, always the caller's own. */
export default {
  routes: [
    { method: 'GET', path: '/candidat/donnees', handler: 'personal-data.export' },
    // POST, not DELETE: the current password travels in the body, which the body parser reads for POST only.
    { method: 'POST', path: '/candidat/compte/suppression', handler: 'personal-data.remove' },
  ],
};
