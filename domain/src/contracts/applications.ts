import { z } from '../zod';
import { messages } from '../messages';
import type {
  ApplicantProfile,
  ApplicationRedirect,
  ApplicationSent,
  ApplicationsSent,
  ApplyContext,
  CandidateApplicationList,
  ChaseUpSent,
  RecruiterApplicationList,
  StatusChanged,
} from '../responses/applications';
import type { Confirmation } from '../responses/form';
import { applicationStatusParam, documentId, queryPage, queryText } from './fields';
import { route, type FileAnswer } from './route';

const byId = z.object({ id: documentId });
const candidate = { roles: ['candidat'] } as const;
const recruiter = { member: { type: 'entreprise' } } as const;

/**
 * The apply form's fields as they travel (multipart, beside the `cv` and `lettre` files): which rules apply
 * (a CV or the harvest's express form) is the offer's, so `applicationErrors` checks them once the offer is read.
 */
export const applyFields = z.object({
  express: z.string().max(5).optional(),
  cvProfil: z.string().max(5).optional(),
  candidatOffreReponse: z.string().max(20_000).optional(),
  disponibleDu: z.string().max(40).optional(),
  disponibleAu: z.string().max(40).optional(),
  telephone: z.string().max(40).optional(),
});

/** At most this many harvest offers in one « Postuler à plusieurs offres » (issue #40 item 3). */
export const APPLY_MANY_MAX = 10;

/** « Postuler à plusieurs offres »: the offers (bounded here; more than ten are refused by name), and the apply form's fields. */
export const applyManyFields = applyFields.extend({
  offres: z.array(documentId).min(1, { error: messages.plusieursOffresAucune }).max(50, { error: messages.listeTropLongue }),
});

/** Applications (spec 02 §2, §4, §5, §7; issue #11). The spec's GETs that change data are POST or DELETE on the same paths. */
export const applicationRoutes = {
  context: route<ApplyContext>()({
    method: 'GET',
    path: '/offres/:id/postuler',
    summary: 'What the apply form needs: the offer, the profile test, the profile’s CV, an earlier application.',
    access: candidate,
    params: byId,
    refusals: [404],
  }),
  apply: route<ApplicationSent>()({
    method: 'POST',
    path: '/offres/:id/postuler',
    summary: 'Sends an application: a CV (new or the profile’s), a letter and a message, or the harvest’s express form.',
    access: candidate,
    params: byId,
    body: applyFields,
    files: ['cv', 'lettre'],
    refusals: [400, 404, 409],
  }),
  applyMany: route<ApplicationsSent>()({
    method: 'POST',
    path: '/offres/postuler-plusieurs',
    summary:
      'Applies to up to 10 harvest offers in one step: one application each (the one-per-offer rule kept), the CV’s availability with each.',
    access: candidate,
    body: applyManyFields,
    refusals: [400],
  }),
  redirect: route<ApplicationRedirect>()({
    method: 'POST',
    path: '/offres/:id/postuler/redirection',
    summary: 'An offer received on the recruiter’s site: counts the click and names the address.',
    access: candidate,
    params: byId,
    refusals: [404],
  }),
  list: route<CandidateApplicationList>()({
    method: 'GET',
    path: '/candidat/candidatures',
    summary: 'The candidate’s applications, by status and words, a page at a time.',
    access: candidate,
    query: z.object({ page: queryPage, statut: queryText(2), searchCandidature: queryText() }),
  }),
  chaseUp: route<ChaseUpSent>()({
    method: 'POST',
    path: '/candidat/relance/candidature/:id',
    summary: 'Chases the recruiter up, once, after the delay.',
    access: candidate,
    params: byId,
    refusals: [400, 404],
  }),
  withdraw: route<Confirmation>()({
    method: 'DELETE',
    path: '/candidat/supprime/candidature/:id',
    summary: 'Withdraws an application.',
    access: candidate,
    params: byId,
    refusals: [404],
  }),
  recruiterList: route<RecruiterApplicationList>()({
    method: 'GET',
    path: '/recrutement/offre/candidature/:offerId',
    summary: 'An offer’s applications for its account’s recruiters, with the counts by status.',
    access: recruiter,
    params: z.object({ offerId: documentId }),
    query: z.object({ page: queryPage, statut: queryText(2), searchCandidat: queryText() }),
    refusals: [404],
  }),
  changeStatus: route<StatusChanged>()({
    method: 'POST',
    path: '/recrutement/offre/candidature/changestatus/:id/:status',
    summary: 'Moves an application to a status; the candidate is told by e-mail.',
    access: recruiter,
    params: z.object({ id: documentId, status: applicationStatusParam }),
    refusals: [404, 409],
  }),
  profile: route<ApplicantProfile>()({
    method: 'GET',
    path: '/recrutement/candidature/:id/profil',
    summary: 'The applicant’s name and CV as it is now.',
    access: recruiter,
    params: byId,
    refusals: [404],
  }),
  file: route<FileAnswer>()({
    method: 'GET',
    path: '/candidatures/:id/:file(cv|lettre|photo)',
    summary: 'An application’s CV, letter or photo, for its candidate and its offer’s recruiters.',
    access: { roles: ['candidat', 'recruteur'] },
    params: z.object({ id: documentId, file: z.enum(['cv', 'lettre', 'photo']) }),
    refusals: [404],
  }),
};
