import type { PublisherIdentity } from './blog';

/** `/mentions-legales`: the publisher's identity, null until production sets it (no `code`). */
export interface LegalNotice {
  data: PublisherIdentity | null;
}
