import type { Core } from '@strapi/strapi';
import { messages } from '@cep/domain';
import type { jobDatingRoutes } from '@cep/domain/contracts';
import { SENT, type Handlers } from '../../../contracts/implement';
import { refuse } from '../../../contracts/refusal';
import { jobDating } from '../services/days';
import { sendCalendar } from './send-calendar';

type Routes = typeof jobDatingRoutes;

/** The organiser's side, a company's or a school's: within the caller's account; another account's day is 404. */
export const organiserHandlers = (
  strapi: Core.Strapi,
): Handlers<Pick<Routes, 'own' | 'create' | 'managed' | 'cancelDay' | 'dayCalendar'>> => ({
  async own({ membership }) {
    return { code: 200, journees: await jobDating(strapi).own(membership.accountId) };
  },

  async create({ body, membership }) {
    return { code: 200, id: await jobDating(strapi).create(membership, body) };
  },

  async managed({ params, membership }) {
    const managed = await jobDating(strapi).managed(membership.accountId, params.id);
    return managed ? { code: 200, ...managed } : refuse.notFound();
  },

  async cancelDay({ params, membership }) {
    const cancelled = await jobDating(strapi).cancelDay(membership.accountId, params.id);
    if (cancelled === 'introuvable') return refuse.notFound();
    if (cancelled === 'fermee') return refuse.conflict(messages.jobDatingPasse);
    return { code: 200, prevenus: cancelled.prevenus };
  },

  async dayCalendar({ params, membership, ctx }) {
    const file = await jobDating(strapi).dayCalendar(membership.accountId, params.id);
    if (!file) return refuse.notFound();
    sendCalendar(ctx, file, 'job-dating.ics');
    return SENT;
  },
});
