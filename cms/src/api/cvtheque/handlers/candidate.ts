import type { Core } from '@strapi/strapi';
import type { cvthequeRoutes } from '@cep/domain/contracts';
import type { Handlers } from '../../../contracts/implement';
import { cvLibrary } from '../services/library';

/** The candidate's side of the CV library (issue #13 item 5). */
export const candidateHandlers = (strapi: Core.Strapi): Handlers<Pick<typeof cvthequeRoutes, 'buyers'>> => ({
  /** The companies that bought the caller's CV, and when. */
  async buyers({ caller }) {
    return { code: 200, acheteurs: await cvLibrary(strapi).buyers(caller.id) };
  },
});
