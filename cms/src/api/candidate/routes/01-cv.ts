/**
 * The candidate's CV (spec 02 §7, « CV »). The spec's GETs that delete are DELETE on the same paths; the
 * HTML fragments (`/load-template/cv`, `/load-form/…`) are answered as JSON (docs/decisions.md). The role's
 * grant keeps them to candidates; each call reaches only the caller's own CV.
 */
export default {
  routes: [
    { method: 'GET', path: '/candidat/cv', handler: 'cv.find' },
    { method: 'PUT', path: '/candidat/cv', handler: 'cv.update' },
    { method: 'GET', path: '/load-form/:kind/:id', handler: 'cv.loadForm' },
    // Before `/candidat/cv/:kind`, which would take `langue`, `photo` or `fichier` for a kind.
    { method: 'POST', path: '/candidat/cv/langue', handler: 'cv.addLanguage' },
    { method: 'POST', path: '/candidat/cv/:file(photo|fichier)', handler: 'cv-file.upload' },
    { method: 'GET', path: '/candidat/cv/:file(photo|fichier)', handler: 'cv-file.download' },
    { method: 'DELETE', path: '/candidat/cv/:file(photo|fichier)', handler: 'cv-file.remove' },
    { method: 'POST', path: '/candidat/cv/:kind', handler: 'cv.saveEntry' },
    { method: 'PUT', path: '/candidat/cv/:kind/:id', handler: 'cv.saveEntry' },
    { method: 'DELETE', path: '/canditat/profile/cv/delete/competence/langue/:id', handler: 'cv.deleteLanguage' },
    { method: 'DELETE', path: '/canditat/profile/cv/delete/:kind/:id', handler: 'cv.deleteEntry' },
    { method: 'POST', path: '/canditat/profile/visibile/recruteur', handler: 'cv.visibility' },
    { method: 'GET', path: '/offre/profil/test', handler: 'cv.profileTest' },
  ],
};
