import type { Core } from '@strapi/strapi';
import { messages } from '@cep/domain';
import type { jobDatingRoutes } from '@cep/domain/contracts';
import { SENT, type Handlers } from '../../../contracts/implement';
import { refuse } from '../../../contracts/refusal';
import { optionalCaller } from '../../../utils/optional-caller';
import { jobDating } from '../services/days';
import { sendCalendar } from './send-calendar';

type Routes = typeof jobDatingRoutes;

/** The public's and the candidate's side: the days, a day's page, booking, cancelling, the calendar file. */
export const candidateHandlers = (
  strapi: Core.Strapi,
): Handlers<Pick<Routes, 'list' | 'page' | 'book' | 'cancelBooking' | 'bookingCalendar'>> => ({
  async list({ query }) {
    const page = Math.min(10_000, Math.max(1, Number.parseInt(query.page ?? '', 10) || 1));
    return { code: 200, ...(await jobDating(strapi).list(page)) };
  },

  async page({ params, ctx }) {
    const caller = await optionalCaller(strapi, ctx);
    const shown = await jobDating(strapi).page(params.id, caller?.role === 'candidat' ? caller.id : null);
    return shown ? { code: 200, ...shown } : refuse.notFound();
  },

  async book({ params, caller }) {
    const booked = await jobDating(strapi).book(caller.id, params.id, params.slotId);
    if (booked.ok) return { code: 200, creneau: booked.slot };
    if (booked.reason === 'introuvable') return refuse.notFound();
    return refuse.conflict(
      booked.reason === 'complet'
        ? messages.jobDatingComplet
        : booked.reason === 'deja'
          ? messages.jobDatingDejaReserve
          : messages.jobDatingPasse,
    );
  },

  async cancelBooking({ params, caller }) {
    return (await jobDating(strapi).cancelBooking(caller.id, params.id)) ? { code: 200 } : refuse.notFound();
  },

  async bookingCalendar({ params, caller, ctx }) {
    const file = await jobDating(strapi).bookingCalendar(caller.id, params.id);
    if (!file) return refuse.notFound();
    sendCalendar(ctx, file, 'job-dating.ics');
    return SENT;
  },
});
