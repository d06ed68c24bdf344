import { z } from '../zod';
import type { Confirmation } from '../responses/form';
import { route, type FileAnswer } from './route';

const candidate = { roles: ['candidat'] } as const;

/** The account's deletion: the current password confirms it (checked, and counted with the login's failures, by the cms). */
export const accountDeletionRequest = z.looseObject({ password: z.unknown().optional() });

/**
 * The candidate's GDPR rights (issue #11 item 9), always the caller's own: a copy of everything Cep holds about them,
 * and deleting their account. A feature of its own in the cms, since it reads every feature that keeps their data.
 */
export const personalDataRoutes = {
  exportData: route<FileAnswer>()({
    method: 'GET',
    path: '/candidat/donnees',
    summary: 'A zip of everything Cep holds about the candidate.',
    access: candidate,
  }),
  deleteAccount: route<Confirmation>()({
    method: 'POST',
    path: '/candidat/compte/suppression',
    summary: 'Deletes the candidate’s account and data, confirmed by the current password (the password body travels by POST).',
    access: candidate,
    body: accountDeletionRequest,
    refusals: [400, 429],
  }),
};
