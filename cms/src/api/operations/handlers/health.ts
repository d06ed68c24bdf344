import type { Core } from '@strapi/strapi';
import { messages } from '@cep/domain';
import type { operationsRoutes } from '@cep/domain/contracts';
import { SENT, type Handlers } from '../../../contracts/implement';
import { refuse } from '../../../contracts/refusal';
import { secretMatches } from '../../../utils/client-address';
import { readiness } from '../services/readiness';
import { scrape } from '../services/scrape';

/** For load balancers and monitoring (issue #37 item 8). */
export const healthHandlers = (strapi: Core.Strapi): Handlers<typeof operationsRoutes> => ({
  /** The process answers: restart it when this fails. */
  async live() {
    return { status: 'ok' };
  },

  /** 200 while this instance can serve (its database answers), 503 otherwise; the parts said either way. */
  async ready() {
    const state = await readiness(strapi);
    return state.ready ? state : refuse.withFlags({ code: 503, message: messages.serviceIndisponible, ...state });
  },

  /** Prometheus text, with `Authorization: Bearer <METRICS_TOKEN>`; without the token set, no route (404). */
  async metrics({ ctx }) {
    const token = process.env.METRICS_TOKEN;
    if (!token) return refuse.notFound();
    const sent = /^Bearer (.+)$/.exec(ctx.get('authorization'))?.[1];
    if (!secretMatches(sent, token)) return refuse.status(401, messages.connexionRequise);
    const { contentType, text } = await scrape(strapi);
    ctx.type = contentType;
    ctx.body = text;
    return SENT;
  },
});
