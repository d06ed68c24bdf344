import type { Core } from '@strapi/strapi';
import { createSubsidiarySchema, messages, parseForm } from '@cep/domain';
import type { accountRoutes } from '@cep/domain/contracts';
import type { Handlers } from '../../../contracts/implement';
import { refuse } from '../../../contracts/refusal';
import { postalCodesOfCity } from '../../../places/communes';
import { subsidiaries } from '../services/subsidiaries';

type Routes = typeof accountRoutes;

const subsidiarySchema = createSubsidiarySchema(postalCodesOfCity);

/** Subsidiaries of the caller's company account (spec 02 §3, §5, §7): listed for its members, added and removed by the owner. */
export const subsidiaryHandlers = (strapi: Core.Strapi): Handlers<Pick<Routes, 'subsidiaries' | 'addSubsidiary' | 'removeSubsidiary'>> => ({
  async subsidiaries({ membership }) {
    return { code: 200, filiales: await subsidiaries(strapi).list(membership.accountId) };
  },

  /** POST /api/recrutement/add/societefiliale: `isErrorCodepostal` and `msgErrorCodePostal` when the postal code does not match the city. */
  async addSubsidiary({ body, membership }) {
    const parsed = parseForm(subsidiarySchema, body);
    if (!parsed.ok) {
      const mismatch = parsed.errors.codePostal === messages.filialeCodePostalVille;
      return refuse.withFlags({
        code: 400,
        errors: parsed.errors,
        isErrorCodepostal: Boolean(parsed.errors.codePostal),
        msgErrorCodePostal: mismatch ? messages.filialeCodePostalVille : (parsed.errors.codePostal ?? ''),
      });
    }
    return { code: 200, ...(await subsidiaries(strapi).create(membership.accountId, parsed.data)) };
  },

  /** DELETE /api/recrutement/delete/societefiliale/:id — only a subsidiary of the caller's account, and only without offers. */
  async removeSubsidiary({ params, membership }) {
    const result = await subsidiaries(strapi).remove(membership.accountId, params.id);
    if (result === 'not-found') return refuse.notFound();
    if (result === 'has-offers') return refuse.conflict(messages.filialeOffres);
    return { code: 200 };
  },
});
