import { z } from '../zod';
import type {
  CandidateSeasons,
  RehireApplied,
  RehireLink,
  SeasonalInvited,
  SeasonalList,
  SeasonMarked,
  SeasonReview,
} from '../responses/seasonal';
import { expressApplicationSchema } from '../schemas/candidate';
import { seasonalInviteSchema, seasonMarkSchema } from '../seasonal';
import { documentId, queryPage, queryText } from './fields';
import { route } from './route';

const recruiter = { member: { type: 'entreprise' } } as const;
/** An invitation reaches the workers: a confirmed address, as every route that writes to other people. */
const recruiterReaching = { member: { type: 'entreprise', confirmed: true } } as const;
const byOffer = z.object({ offerId: documentId });

/** A re-hire link (no session): the worker's entry, the offer, until when it applies, and its signature. */
export const rehireLink = z.object({
  r: documentId,
  o: documentId,
  e: z.coerce.number().int().positive(),
  t: z.string().min(1).max(200),
});

/** « Mes saisonniers » (issue #40 item 5): the season's review per offer, the account's list, re-hire in one click. */
export const seasonalRoutes = {
  review: route<SeasonReview>()({
    method: 'GET',
    path: '/recrutement/offre/bilan/:offerId',
    summary: 'A harvest offer’s season review: its preselected workers, their start answer and the mark recorded for each.',
    access: recruiter,
    params: byOffer,
    query: z.object({ page: queryPage }),
    refusals: [404],
  }),
  mark: route<SeasonMarked>()({
    method: 'POST',
    path: '/recrutement/offre/bilan/:offerId',
    summary: 'Records how a preselected worker’s season went and whether to hire them again (the account’s own list).',
    access: recruiter,
    params: byOffer,
    body: seasonMarkSchema,
    refusals: [400, 404, 409],
  }),
  list: route<SeasonalList>()({
    method: 'GET',
    path: '/recrutement/saisonniers',
    summary: 'The account’s seasonal workers with their seasons, « à reprendre » first or only, and its online harvest offers.',
    access: recruiter,
    query: z.object({ page: queryPage, q: queryText(100), reprendre: z.enum(['1']).optional() }),
  }),
  invite: route<SeasonalInvited>()({
    method: 'POST',
    path: '/recrutement/saisonniers/inviter',
    summary: 'E-mails the chosen workers a one-click application to one of the account’s online harvest offers (once per offer).',
    access: recruiterReaching,
    body: seasonalInviteSchema,
    refusals: [400, 404, 409],
  }),
  link: route<RehireLink>()({
    method: 'POST',
    path: '/vendanges/reprise/lien',
    summary: 'What a re-hire link shows: the estate, the offer and the worker’s phone (no login; the signature is the proof).',
    access: { public: true },
    body: rehireLink,
    refusals: [400],
  }),
  apply: route<RehireApplied>()({
    method: 'POST',
    path: '/vendanges/reprise/postuler',
    summary: 'Applies from a re-hire link, without CV (the harvest’s express application, one per offer).',
    access: { public: true },
    body: z.intersection(rehireLink, expressApplicationSchema),
    refusals: [400, 409],
  }),
  mine: route<CandidateSeasons>()({
    method: 'GET',
    path: '/candidat/saisons',
    summary: 'What each estate recorded of the candidate’s seasons, and until when it keeps it.',
    access: { roles: ['candidat'] },
  }),
};
