import { member } from '../../../utils/membership';

const recruiter = () => member({ type: 'entreprise' });

/**
 * Applications (spec 02 §2, §4, §7; issue #11). Candidate routes are kept to candidates by the role's grants
 * and reach only the caller's own applications; recruiter routes run behind the account-member policy. The
 * spec's GETs that change data are POST or DELETE on the same paths (docs/decisions.md).
 */
export default {
  routes: [
    { method: 'GET', path: '/offres/:id/postuler', handler: 'candidate-application.context' },
    { method: 'POST', path: '/offres/:id/postuler', handler: 'candidate-application.apply' },
    { method: 'POST', path: '/offres/:id/postuler/redirection', handler: 'candidate-application.redirect' },
    { method: 'GET', path: '/candidat/candidatures', handler: 'candidate-application.list' },
    { method: 'POST', path: '/candidat/relance/candidature/:id', handler: 'candidate-application.chaseUp' },
    { method: 'DELETE', path: '/candidat/supprime/candidature/:id', handler: 'candidate-application.withdraw' },
    { method: 'GET', path: '/recrutement/offre/candidature/:offerId', handler: 'recruiter-application.list', config: recruiter() },
    {
      method: 'POST',
      path: '/recrutement/offre/candidature/changestatus/:id/:status',
      handler: 'recruiter-application.changeStatus',
      config: recruiter(),
    },
    { method: 'GET', path: '/recrutement/candidature/:id/profil', handler: 'recruiter-application.profile', config: recruiter() },
    { method: 'GET', path: '/candidatures/:id/:file(cv|lettre|photo)', handler: 'application-file.download' },
  ],
};
