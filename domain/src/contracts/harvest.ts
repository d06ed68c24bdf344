import { z } from '../zod';
import { harvestStartSchema, START_ANSWERS } from '../harvest-start';
import type { StartAnswered, StartChased, StartHeadcount, StartInvitation, StartSent } from '../responses/harvest';
import { documentId, queryPage } from './fields';
import { route } from './route';

const recruiter = { member: { type: 'entreprise' } } as const;
/** What reaches the workers needs a confirmed address, as every route that writes to other people. */
const recruiterReaching = { member: { type: 'entreprise', confirmed: true } } as const;
const byOffer = z.object({ offerId: documentId });

/** A worker's signed link (no session): the answer row, until when it answers, and its signature. */
export const startLink = z.object({
  r: z.coerce.number().int().positive(),
  e: z.coerce.number().int().positive(),
  t: z.string().min(1).max(200),
});

/** The answer, with the round the page showed (`tour`): a start moved meanwhile is refused, never answered blind. */
export const startAnswerBody = startLink.extend({
  tour: z.coerce.number().int().positive(),
  reponse: z.enum(START_ANSWERS),
});

/** The harvest's confirmed start (issue #40 item 2): the estate's form and headcount, the worker's signed link. */
export const harvestRoutes = {
  headcount: route<StartHeadcount>()({
    method: 'GET',
    path: '/recrutement/offre/demarrage/:offerId',
    summary: 'A harvest offer’s start and its headcount against the positions, and a page of the preselected applicants by answer.',
    access: recruiter,
    params: byOffer,
    query: z.object({ page: queryPage, reponse: z.enum([...START_ANSWERS, 'sans-reponse']).optional() }),
    refusals: [404],
  }),
  confirm: route<StartSent>()({
    method: 'POST',
    path: '/recrutement/offre/demarrage/:offerId',
    summary: 'Confirms or moves the start; every preselected applicant is told by e-mail (asked again when the day or hour moves).',
    access: recruiterReaching,
    params: byOffer,
    body: harvestStartSchema,
    refusals: [400, 404, 409],
  }),
  chase: route<StartChased>()({
    method: 'POST',
    path: '/recrutement/offre/demarrage/:offerId/relance',
    summary: 'Chases the preselected applicants who have not answered (each at most every 12 hours).',
    access: recruiterReaching,
    params: byOffer,
    refusals: [404, 409],
  }),
  invitation: route<StartInvitation>()({
    method: 'POST',
    path: '/vendanges/demarrage/lien',
    summary: 'What a worker’s signed link shows: the start and their answer so far (no login; the signature is the proof).',
    access: { public: true },
    body: startLink,
    refusals: [400],
  }),
  answer: route<StartAnswered>()({
    method: 'POST',
    path: '/vendanges/demarrage/reponse',
    summary: 'A worker answers « Je serai là » or « Je ne peux plus venir » from their signed link.',
    access: { public: true },
    body: startAnswerBody,
    refusals: [400, 409],
  }),
};
