import type { StaffRole } from '../staff-access';

/** Who is signed in to the backoffice (`GET /backoffice/me`): the backoffice keeps it for the tab's session. */
export interface StaffIdentity {
  id: number;
  email: string;
  fullName: string;
  role: StaffRole;
}

/**
 * A backoffice record in ra-data-simple-rest's contract: an object with its `id`, its other fields as each resource
 * shows them (`cms/src/api/backoffice/resources/`).
 */
export type BackofficeRecord = object;

/** What an operations route answers about this instance (`GET /health/ready`). */
export interface Readiness {
  /** Whether a load balancer should send requests here: the database answers. */
  ready: boolean;
  database: 'ok' | 'down';
  /** Searches answer 503 while `waiting` (Meilisearch not reached); the rest of Cep serves. */
  search: 'ok' | 'waiting';
  /** `coupe`: live messaging falls back to polling on this instance. */
  bus: 'ecoute' | 'coupe';
}
