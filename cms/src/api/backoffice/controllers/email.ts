import type { Context } from 'koa';
import { readOutbox } from '../../../email/outbox';
import { contentRange, parseListQuery } from '../services/simple-rest';

/** /api/backoffice/emails: the local outbox of `npm start`, read-only, in ra-data-simple-rest's contract. */
export default {
  async find(ctx: Context) {
    const query = parseListQuery(ctx.query, ['date'], 'date');
    const q = typeof query.filter.q === 'string' ? query.filter.q.toLowerCase() : '';
    let entries = readOutbox();
    if (q) entries = entries.filter((e) => `${e.subject} ${e.to.join(' ')}`.toLowerCase().includes(q));
    if (query.sort.order === 'asc') entries.reverse();
    const page = entries.slice(query.start, query.start + query.limit);
    ctx.set('Content-Range', contentRange('emails', query.start, page.length, entries.length));
    ctx.body = page;
  },

  async findOne(ctx: Context) {
    const entry = readOutbox().find((e) => e.id === ctx.params.id);
    if (!entry) return ctx.notFound('E-mail introuvable');
    ctx.body = entry;
  },
};
