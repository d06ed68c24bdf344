import type { Core } from '@strapi/strapi';
import { messages } from '@cep/domain';
import type { applicationRoutes } from '@cep/domain/contracts';
import type { Handlers } from '../../../contracts/implement';
import { refuse } from '../../../contracts/refusal';
import { cvs } from '../../candidate';
import { applications } from '../services/applications';

type Routes = typeof applicationRoutes;

/** The recruiter's pipeline (spec 02 §2, §4, §7; issue #11 item 7), always within the caller's account. */
export const recruiterHandlers = (strapi: Core.Strapi): Handlers<Pick<Routes, 'recruiterList' | 'changeStatus' | 'profile'>> => ({
  async recruiterList({ params, query, membership }) {
    const list = await applications(strapi).recruiterList(membership.accountId, params.offerId, query);
    return list ? { code: 200, ...list } : refuse.notFound();
  },

  /** `id`, `label` (the spec's GET; it changes data). */
  async changeStatus({ params, membership }) {
    const result = await applications(strapi).changeStatus(membership.accountId, params.id, params.status);
    if (!result) return refuse.notFound();
    if (!result.ok) return refuse.conflict(messages.actionImpossible);
    return { id: result.id, label: result.label };
  },

  /** The applicant's name and CV as it is now. */
  async profile({ params, membership }) {
    const applicant = await applications(strapi).applicant(membership.accountId, params.id);
    if (!applicant) return refuse.notFound();
    const { cv, experiences, diplomes, langues, photo } = await cvs(strapi).read(applicant.userId);
    return { code: 200, candidat: { prenom: applicant.prenom, nom: applicant.nom }, cv, experiences, diplomes, langues, photo };
  },
});
