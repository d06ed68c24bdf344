import type { legalRoutes } from '@cep/domain/contracts';
import type { Handlers } from '../../../contracts/implement';
import { publisher } from '../services/publisher';

/** The legal notice's data, for anyone. */
export const visitorHandlers = (): Handlers<typeof legalRoutes> => ({
  /** The publisher's identity; `null` until production sets it. */
  async publisher() {
    return { data: publisher() };
  },
});
