import { readOutbox } from '../../../email/outbox';
import type { OutboxEntry } from '../../../email/outbox-transport';
import type { BackofficeResource } from '../services/resource';

/**
 * Links that carry a secret are cut at it: reset, invitation and confirmation tokens, and the signature `t` of the
 * unsubscribe and preference-centre links, which work without logging in (issue #36 item 10: a moderator changed a
 * user's preferences with one read in the outbox).
 */
const TOKEN_LINK = /(https?:\/\/[^\s"'<>]*?[?&](?:token|code|confirmation|t)=)[^\s"'<>&]+/gi;
const redact = (text: string) => text.replace(TOKEN_LINK, '$1[masqué]');

/** What staff may see of a sent e-mail: never a live token, so the outbox cannot be used to take over an account. */
function toRecord(entry: OutboxEntry) {
  return { ...entry, text: redact(entry.text) };
}

/** The local outbox of `npm start`, read-only: moderators answer users about their e-mails; editors have no use for it. */
export const emails: BackofficeResource = {
  sortable: ['date'],
  defaultSort: 'date',

  async list(_strapi, query) {
    const q = typeof query.filter.q === 'string' ? query.filter.q.toLowerCase() : '';
    let entries = readOutbox();
    if (q) entries = entries.filter((e) => `${e.subject} ${e.to.join(' ')}`.toLowerCase().includes(q));
    if (query.sort.order === 'asc') entries.reverse();
    return { records: entries.slice(query.start, query.start + query.limit).map(toRecord), total: entries.length };
  },

  async get(_strapi, id) {
    const entry = readOutbox().find((e) => e.id === id);
    return entry ? toRecord(entry) : null;
  },
};
