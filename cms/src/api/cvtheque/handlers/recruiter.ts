import type { Core } from '@strapi/strapi';
import { messages } from '@cep/domain';
import type { cvthequeRoutes } from '@cep/domain/contracts';
import { privateStorage } from '../../../private-files/storage';
import { sendPrivateFile } from '../../../private-files/serve';
import { SENT, type Handlers } from '../../../contracts/implement';
import { Refusal, refuse } from '../../../contracts/refusal';
import { cvLibrary } from '../services/library';

type Routes = typeof cvthequeRoutes;

/** The CV library for the caller's account (spec 02 §7; issue #13 item 4); without access, 403 and why. */
export const recruiterHandlers = (strapi: Core.Strapi): Handlers<Pick<Routes, 'search' | 'findOne' | 'file' | 'buy' | 'like'>> => {
  /** The account's access: its id and CV credits, or the 403 that says why. */
  async function withAccess(accountId: number) {
    const access = await cvLibrary(strapi).access(accountId);
    if (access.acces) return { accountId, credits: access.credits };
    return refuse.status(403, messages.cvthequeSansAcces, { acces: false, credits: access.credits });
  }

  return {
    /** `?q&zone&rayon&mobile&contrat&domaine&experience&niveau&langue&permis&aimes&page`. */
    async search({ query, membership }) {
      const access = await withAccess(membership.accountId);
      if (access instanceof Refusal) return access;
      const page = await cvLibrary(strapi).search(access.accountId, query);
      return { code: 200, acces: true, credits: access.credits, ...page };
    },

    /** The anonymous card, or the full CV once bought (`complet`). */
    async findOne({ params, membership }) {
      const access = await withAccess(membership.accountId);
      if (access instanceof Refusal) return access;
      const found = await cvLibrary(strapi).find(access.accountId, params.id);
      if (!found) return refuse.notFound(messages.cvIndisponible);
      return 'full' in found ? { code: 200, complet: true, cv: found.full } : { code: 200, complet: false, cv: found.card };
    },

    /** A bought CV's photo or file, never by a public URL. */
    async file({ params, membership, ctx }) {
      const access = await withAccess(membership.accountId);
      if (access instanceof Refusal) return access;
      const field = params.file === 'photo' ? 'photo' : 'cvFichier';
      const file = await cvLibrary(strapi).file(access.accountId, params.id, field);
      if (!file) return refuse.notFound(messages.cvIndisponible);
      return (await sendPrivateFile(ctx, privateStorage(strapi), file, field === 'photo' ? 'inline' : 'attachment'))
        ? SENT
        : refuse.notFound(messages.cvIndisponible);
    },

    /** The spec's GET; it spends — 200 (the page reloads), 402 without a CV credit. */
    async buy({ params, membership }) {
      const access = await withAccess(membership.accountId);
      if (access instanceof Refusal) return access;
      const outcome = await cvLibrary(strapi).buy(access.accountId, membership.userId, params.id);
      return outcome.code === 200 ? outcome : refuse.status(outcome.code, outcome.message, { credit: outcome.credit });
    },

    /** The spec's GETs; they write — `aime`. */
    async like({ params, membership }) {
      const access = await withAccess(membership.accountId);
      if (access instanceof Refusal) return access;
      const liked = await cvLibrary(strapi).like(access.accountId, params.id, params.action === 'like');
      if (liked === null) return refuse.notFound(messages.cvIndisponible);
      return { code: 200, aime: liked };
    },
  };
};
