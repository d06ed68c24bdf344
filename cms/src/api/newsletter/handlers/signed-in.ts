import type { Core } from '@strapi/strapi';
import type { newsletterRoutes } from '@cep/domain/contracts';
import type { Handlers } from '../../../contracts/implement';
import { refuse } from '../../../contracts/refusal';
import type { Caller } from '../../../contracts/caller';
import { isPreferenceId, preferences, type PreferenceHolder } from '../services/preferences';

/** The preference centre's holder: candidates, and recruiters for the messaging e-mail. */
const holderOf = (caller: Caller): PreferenceHolder => (caller.role === 'recruteur' ? 'recruteur' : 'candidat');

/** The signed-in caller's preference centre. */
export const signedInHandlers = (strapi: Core.Strapi): Handlers<Pick<typeof newsletterRoutes, 'list' | 'set'>> => ({
  /** Each of the caller's preferences with its label and whether it is ticked. */
  async list({ caller }) {
    return { code: 200, preferences: await preferences(strapi).list(holderOf(caller), caller.id) };
  },

  /** The spec's GET; it changes data — `checked` is 0 or 1. */
  async set({ params, caller }) {
    const { id, checked } = params;
    const done =
      isPreferenceId(id) &&
      (checked === '0' || checked === '1') &&
      (await preferences(strapi).set(holderOf(caller), caller.id, id, checked === '1'));
    if (!done) return refuse.notFound();
    return { code: 200, id, checked: checked === '1' };
  },
});
