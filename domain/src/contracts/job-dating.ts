import { z } from '../zod';
import { jobDatingSchema } from '../job-dating';
import type { Done } from '../responses/form';
import type {
  JobDatingBooked,
  JobDatingCancelled,
  JobDatingCreated,
  JobDatingList,
  JobDatingManaged,
  JobDatingOwnList,
  JobDatingPage,
} from '../responses/job-dating';
import { documentId, queryPage } from './fields';
import { route, type FileAnswer } from './route';

/** A company's or a school's members: both organise recruitment days. */
const organiser = { member: {} } as const;
/** What reaches other people (a day made public, a day cancelled) needs a confirmed address. */
const organiserReaching = { member: { confirmed: true } } as const;
const candidate = { roles: ['candidat'] } as const;
const byId = z.object({ id: documentId });

/** Harvest job-dating (issue #40 item 6): recruitment days cut into slots with a capacity, booked by candidates. */
export const jobDatingRoutes = {
  own: route<JobDatingOwnList>()({
    method: 'GET',
    path: '/compte/job-dating',
    summary: 'The account’s recruitment days, newest first, with their slots and bookings counted.',
    access: organiser,
  }),
  create: route<JobDatingCreated>()({
    method: 'POST',
    path: '/compte/job-dating',
    summary: 'Publishes a recruitment day: its date, place and hours, cut into slots of a length with a capacity each.',
    access: organiserReaching,
    body: jobDatingSchema,
    refusals: [400],
  }),
  managed: route<JobDatingManaged>()({
    method: 'GET',
    path: '/compte/job-dating/:id',
    summary: 'One of the account’s recruitment days, with each slot’s bookings (names, e-mails, phones).',
    access: organiser,
    params: byId,
    refusals: [404],
  }),
  cancelDay: route<JobDatingCancelled>()({
    method: 'POST',
    path: '/compte/job-dating/:id/annuler',
    summary: 'Cancels one of the account’s recruitment days; every booked candidate is told by e-mail.',
    access: organiserReaching,
    params: byId,
    refusals: [404, 409],
  }),
  dayCalendar: route<FileAnswer>()({
    method: 'GET',
    path: '/compte/job-dating/:id/calendrier.ics',
    summary: 'The day as a calendar file for its organiser: one event per slot, with who booked it.',
    access: organiser,
    params: byId,
    refusals: [404],
  }),
  list: route<JobDatingList>()({
    method: 'GET',
    path: '/job-dating',
    summary: 'The upcoming recruitment days, soonest first, with the places left.',
    access: { public: true },
    query: z.object({ page: queryPage }),
  }),
  page: route<JobDatingPage>()({
    method: 'GET',
    path: '/job-dating/:id',
    summary: 'A recruitment day’s page: its slots and the places left, and the calling candidate’s booking.',
    access: { public: true },
    params: byId,
    refusals: [404],
  }),
  book: route<JobDatingBooked>()({
    method: 'POST',
    path: '/job-dating/:id/reserver/:slotId',
    summary: 'Books a slot of the day for the calling candidate (one per day; never beyond the slot’s capacity).',
    access: candidate,
    params: z.object({ id: documentId, slotId: documentId }),
    refusals: [404, 409],
  }),
  cancelBooking: route<Done>()({
    method: 'POST',
    path: '/job-dating/:id/annuler',
    summary: 'Cancels the calling candidate’s booking of the day: the place reopens.',
    access: candidate,
    params: byId,
    refusals: [404],
  }),
  bookingCalendar: route<FileAnswer>()({
    method: 'GET',
    path: '/job-dating/:id/reservation.ics',
    summary: 'The calling candidate’s slot as a calendar file.',
    access: candidate,
    params: byId,
    refusals: [404],
  }),
};
