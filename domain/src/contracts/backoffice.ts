import { z } from '../zod';
import type { BackofficeRecord, StaffIdentity } from '../responses/backoffice';
import { documentId } from './fields';
import { route, type FileAnswer } from './route';

/** A resource's name in the path: `STAFF_ACCESS` decides (an unknown one is refused like a forbidden one: 403). */
const resource = z.string().max(40);
const record = z.object({ resource, id: z.string().min(1).max(64) });

/** ra-data-simple-rest's list query: JSON in three parameters (`sort=["field","ASC"]`, `range=[0,24]`, `filter={…}`). */
export const backofficeListQuery = z.object({
  sort: z.string().max(200).optional(),
  range: z.string().max(100).optional(),
  filter: z.string().max(4000).optional(),
});

/** A record's fields as the backoffice's forms send them; each resource checks its own with the domain's schemas. */
const recordFields = z.looseObject({});

/**
 * The backoffice (react-admin with ra-data-simple-rest) for Cep's staff: every resource of
 * `cms/src/api/backoffice/resources/` through the same six routes. Answers are ra-data-simple-rest's (a bare array with
 * `Content-Range`, a bare record); refusals are the one envelope, whose `message` react-admin shows. `me` comes first:
 * it would otherwise match `/backoffice/:resource`; an order's invoice before `/:resource/:id`.
 */
export const backofficeRoutes = {
  me: route<StaffIdentity>()({
    method: 'GET',
    path: '/backoffice/me',
    summary: 'The staff member signed in to the backoffice.',
    access: { roles: ['moderateur', 'editeur'] },
  }),
  find: route<BackofficeRecord[]>()({
    method: 'GET',
    path: '/backoffice/:resource',
    summary: 'A page of a resource’s records, sorted and filtered, with `Content-Range`.',
    access: { staff: 'read' },
    params: z.object({ resource }),
    query: backofficeListQuery,
    refusals: [400],
  }),
  invoice: route<FileAnswer>()({
    method: 'GET',
    path: '/backoffice/:resource(orders)/:id/factures/:numero',
    summary: 'An order’s invoice or credit note (PDF), for the staff who read orders.',
    access: { staff: 'read' },
    params: z.object({ resource: z.literal('orders'), id: documentId, numero: z.string().min(1).max(40) }),
    refusals: [404],
  }),
  findOne: route<BackofficeRecord>()({
    method: 'GET',
    path: '/backoffice/:resource/:id',
    summary: 'One record of a resource.',
    access: { staff: 'read' },
    params: record,
    refusals: [404],
  }),
  update: route<BackofficeRecord>()({
    method: 'PUT',
    path: '/backoffice/:resource/:id',
    summary: 'Writes a record (a moderation decision, a correction), answered as it now is.',
    access: { staff: 'write' },
    params: record,
    body: recordFields,
    refusals: [400, 404, 405, 409],
  }),
  create: route<BackofficeRecord>()({
    method: 'POST',
    path: '/backoffice/:resource',
    summary: 'Creates a record (a credit grant, a category, a testimonial…).',
    access: { staff: 'write' },
    params: z.object({ resource }),
    body: recordFields,
    refusals: [400, 405, 409],
  }),
  remove: route<BackofficeRecord>()({
    method: 'DELETE',
    path: '/backoffice/:resource/:id',
    summary: 'Deletes a record, answered as it was.',
    access: { staff: 'write' },
    params: record,
    refusals: [404, 405, 409],
  }),
  upload: route<BackofficeRecord>()({
    method: 'POST',
    path: '/backoffice/:resource/:id/fichier',
    summary: 'A record’s file (an article’s cover), multipart: ra-data-simple-rest only speaks JSON.',
    access: { staff: 'write' },
    params: record,
    files: ['fichier'],
    refusals: [400, 404, 405],
  }),
};
