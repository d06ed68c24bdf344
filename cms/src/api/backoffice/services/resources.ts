import { accounts } from '../resources/accounts';
import { creditEntries } from '../resources/credit-entries';
import { emails } from '../resources/emails';
import { offers } from '../resources/offers';
import type { BackofficeResource } from './resource';

/** Every resource of the backoffice, by the name react-admin uses in its URLs. */
export const RESOURCES: Record<string, BackofficeResource> = {
  offers,
  emails,
  accounts,
  'credit-entries': creditEntries,
};

export const resourceNamed = (name: unknown): BackofficeResource | undefined =>
  typeof name === 'string' && Object.prototype.hasOwnProperty.call(RESOURCES, name) ? RESOURCES[name] : undefined;
