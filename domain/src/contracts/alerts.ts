import { z } from '../zod';
import { candidateAlertSchema } from '../schemas/candidate';
import type {
  AlertCreateAnswer,
  AlertStateAnswer,
  CandidateAlertAnswer,
  CandidateAlertList,
  CvAlertAnswer,
  CvAlertList,
  CvAlertStatus,
} from '../responses/alerts';
import type { Done } from '../responses/form';
import { documentId } from './fields';
import { route } from './route';

const candidate = { roles: ['candidat'] } as const;
const recruiter = { member: { type: 'entreprise' } } as const;
const byId = z.object({ id: documentId });

/** A digest's signed one-click link (RFC 8058): the alert's number and its signature; no session. */
export const unsubscribeLink = z.object({ a: z.coerce.number().int().positive(), t: z.string().min(1).max(200) });

/**
 * A CV alert's form, with `id` when it changes one of the account's alerts: the alert is found first (another
 * account's is not found, whatever the form holds), then the form is checked with `recruiterAlertSchema`.
 */
export const cvAlertRequest = z.looseObject({ id: documentId.optional() });

/** Search alerts of candidates and CV alerts of recruiters (spec 02 §2, §3, §7; issue #13). */
export const alertRoutes = {
  unsubscribe: route<Done>()({
    method: 'POST',
    path: '/alerte/desinscription',
    summary: 'A digest’s one-click link: the candidate’s alert is suspended.',
    access: { public: true },
    body: unsubscribeLink,
    refusals: [400],
  }),
  fromSearch: route<AlertCreateAnswer>()({
    method: 'POST',
    path: '/alerte/:query',
    summary: 'The /offres search (its query string) saved as a daily alert (the spec’s GET; it writes).',
    access: candidate,
    params: z.object({ query: z.string().max(2000) }),
    refusals: [400],
  }),
  fromEmptySearch: route<AlertCreateAnswer>()({
    method: 'POST',
    path: '/alerte',
    summary: 'A bare /offres: answered with the notice that asks for a criterion.',
    access: candidate,
    refusals: [400],
  }),
  list: route<CandidateAlertList>()({
    method: 'GET',
    path: '/candidat/alertes',
    summary: 'The candidate’s alerts, newest first.',
    access: candidate,
  }),
  create: route<CandidateAlertAnswer>()({
    method: 'POST',
    path: '/candidat/alerte',
    summary: 'The alert form: a keyword, zones or filters, and how often.',
    access: candidate,
    body: candidateAlertSchema,
    refusals: [400],
  }),
  findOne: route<CandidateAlertAnswer>()({
    method: 'GET',
    path: '/candidat/alerte/:id',
    summary: 'One of the candidate’s alerts.',
    access: candidate,
    params: byId,
    refusals: [404],
  }),
  update: route<CandidateAlertAnswer>()({
    method: 'PUT',
    path: '/candidat/alerte/:id',
    summary: 'Changes one of the candidate’s alerts.',
    access: candidate,
    params: byId,
    body: candidateAlertSchema,
    refusals: [400, 404],
  }),
  act: route<AlertStateAnswer>()({
    method: 'POST',
    path: '/candidat/alerte/:id/:action(suspendre|activer)',
    summary: 'Suspends or reactivates an alert (409 when it already is).',
    access: candidate,
    params: z.object({ id: documentId, action: z.enum(['suspendre', 'activer']) }),
    refusals: [404, 409],
  }),
  remove: route<Done>()({
    method: 'DELETE',
    path: '/candidat/alerte/:id',
    summary: 'Deletes an alert.',
    access: candidate,
    params: byId,
    refusals: [404],
  }),
  cvUnsubscribe: route<Done>()({
    method: 'POST',
    path: '/recrutement/alerte/desinscription',
    summary: 'A CV digest’s one-click link: the recruiter’s alert is suspended.',
    access: { public: true },
    body: unsubscribeLink,
    refusals: [400],
  }),
  cvList: route<CvAlertList>()({
    method: 'GET',
    path: '/recrutement/alertes',
    summary: 'The account’s CV alerts.',
    access: recruiter,
  }),
  cvFindOne: route<CvAlertAnswer>()({
    method: 'GET',
    path: '/recrutement/alert/:id',
    summary: 'One of the account’s CV alerts.',
    access: recruiter,
    params: byId,
    refusals: [404],
  }),
  cvSave: route<CvAlertAnswer>()({
    method: 'POST',
    path: '/recrutement/ajout-alerte/cvtheque',
    summary: 'A new CV alert, or (with `id`) one of the account’s changed.',
    access: recruiter,
    body: cvAlertRequest,
    refusals: [400, 404],
  }),
  cvToggle: route<CvAlertStatus>()({
    method: 'POST',
    path: '/recrutement/active-alerte/:id',
    summary: 'Suspends or reactivates a CV alert (the spec’s GET; it writes).',
    access: recruiter,
    params: byId,
    refusals: [404],
  }),
  cvRemove: route<Done>()({
    method: 'DELETE',
    path: '/recrutement/delete-alerte/:id',
    summary: 'Deletes a CV alert (the spec’s GET; it deletes).',
    access: recruiter,
    params: byId,
    refusals: [404],
  }),
};
