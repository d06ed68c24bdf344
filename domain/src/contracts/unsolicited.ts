import { z } from '../zod';
import type { UnsolicitedInvited, UnsolicitedPool, UnsolicitedSent } from '../responses/unsolicited';
import { unsolicitedApplicationSchema } from '../unsolicited';
import { documentId, queryPage, queryText } from './fields';
import { route, type FileAnswer } from './route';

const candidate = { roles: ['candidat'] } as const;
const recruiter = { member: { type: 'entreprise' } } as const;
/** An invitation reaches the candidate: a confirmed address, as every route that writes to other people. */
const recruiterReaching = { member: { type: 'entreprise', confirmed: true } } as const;
const byId = z.object({ id: documentId });

/** Unsolicited applications (issue #40 item 4): sent from a company page, kept in the account's pool, invited to an offer. */
export const unsolicitedRoutes = {
  send: route<UnsolicitedSent>()({
    method: 'POST',
    path: '/entreprises/:id/candidature-spontanee',
    summary:
      'Sends an unsolicited application to the company of an online page (or subsidiary): a message, a phone, the profile’s CV if asked.',
    access: candidate,
    params: byId,
    body: unsolicitedApplicationSchema,
    refusals: [400, 404, 409],
  }),
  pool: route<UnsolicitedPool>()({
    method: 'GET',
    path: '/recrutement/candidatures-spontanees',
    summary: 'The account’s unsolicited applications, searched by words, a page at a time, with the offers one may invite to.',
    access: recruiter,
    query: z.object({ page: queryPage, q: queryText(100) }),
  }),
  invite: route<UnsolicitedInvited>()({
    method: 'POST',
    path: '/recrutement/candidatures-spontanees/:id/inviter/:offerId',
    summary: 'Invites the candidate of an unsolicited application to apply to one of the account’s online offers (an e-mail).',
    access: recruiterReaching,
    params: z.object({ id: documentId, offerId: documentId }),
    refusals: [404, 409],
  }),
  cv: route<FileAnswer>()({
    method: 'GET',
    path: '/recrutement/candidatures-spontanees/:id/cv',
    summary: 'The CV sent with an unsolicited application, for the account’s recruiters.',
    access: recruiter,
    params: byId,
    refusals: [404],
  }),
};
