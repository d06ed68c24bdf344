import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { messages, parseForm, schoolEventSchema } from '@cep/domain';
import { membershipIn } from '../../../utils/membership';
import { refuse } from '../../../utils/respond';
import { events } from '../services/events';

/** Pages of the agenda the site may ask for. */
const MAX_AGENDA_PAGE = 500;

/** Events (spec 01 §2, §3, §7): a school's, and a company's for its page (beyond the spec); the public agenda. */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** POST /ecole/saveEvent/:id, POST /recrutement/saveEvent/:id — `id` 'nouveau' creates. */
  async save(ctx: Context) {
    const parsed = parseForm(schoolEventSchema, ctx.request.body);
    if (!parsed.ok) return refuse(ctx, parsed.errors);
    const saved = await events(strapi).save(membershipIn(ctx).accountId, String(ctx.params.id), parsed.data);
    if (!saved) return ctx.notFound(messages.evenementIntrouvable);
    ctx.body = { code: 200, ...saved };
  },

  /** DELETE /ecole/delete/:id, DELETE /recrutement/delete/event/:id */
  async delete(ctx: Context) {
    if (!(await events(strapi).remove(membershipIn(ctx).accountId, String(ctx.params.id))))
      return ctx.notFound(messages.evenementIntrouvable);
    ctx.body = { code: 200 };
  },

  /** GET /evenements?page=N — public: upcoming events, soonest first. */
  async agenda(ctx: Context) {
    const page = Math.min(MAX_AGENDA_PAGE, Math.max(1, Number.parseInt(String(ctx.query.page ?? '1'), 10) || 1));
    ctx.body = { code: 200, page, ...(await events(strapi).agenda(page)) };
  },
});
