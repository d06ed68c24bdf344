import { z } from '../zod';
import { pushKindsSchema, pushSubscriptionSchema } from '../push';
import type { Done } from '../responses/form';
import type { PushDevices, PushSubscribed } from '../responses/push';
import { documentId } from './fields';
import { route } from './route';

const candidate = { roles: ['candidat'] } as const;
const byId = z.object({ id: documentId });

/** Web Push (issue #41 item 4): the candidate's devices and the kinds each receives. */
export const pushRoutes = {
  devices: route<PushDevices>()({
    method: 'GET',
    path: '/candidat/push',
    summary: 'The push server key and the devices that receive the candidate’s notifications, with their kinds.',
    access: candidate,
  }),
  subscribe: route<PushSubscribed>()({
    method: 'POST',
    path: '/candidat/push',
    summary: 'Keeps a device’s push subscription (its endpoint and keys) with the kinds chosen.',
    access: candidate,
    body: pushSubscriptionSchema,
    refusals: [400, 409],
  }),
  kinds: route<Done>()({
    method: 'PUT',
    path: '/candidat/push/:id',
    summary: 'Changes the kinds one of the candidate’s devices receives.',
    access: candidate,
    params: byId,
    body: pushKindsSchema,
    refusals: [400, 404],
  }),
  remove: route<Done>()({
    method: 'DELETE',
    path: '/candidat/push/:id',
    summary: 'Removes one of the candidate’s devices: it receives nothing more.',
    access: candidate,
    params: byId,
    refusals: [404],
  }),
};
