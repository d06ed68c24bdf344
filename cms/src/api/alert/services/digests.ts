import { randomUUID } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { digestWindowStart } from '@cep/domain';
import { columnOf, type Transaction } from '../../../utils/row-lock';
import { UIDS } from '../../../uids';
import { insertOnce } from '../../../database/insert-once';

/** Alerts read per page: bounded memory whatever the number of alerts. */
const PAGE = 500;
const IN_CHUNK = 400;

/** What a digest run needs to know of one alert. */
export interface DigestAlert {
  id: number;
  createdAt: Date;
  dernierPassage: Date;
}

/** One kind of alert (candidates' offer alerts, recruiters' CV alerts): how to page, search and send. */
export interface DigestKind<A extends DigestAlert, I extends { id: string }> {
  /** Prefix of the hit keys, so both kinds share one record table. */
  prefix: 'o' | 'c';
  uid: typeof UIDS.candidateAlert | typeof UIDS.cvAlert;
  /** Active alerts, by id, from `afterId`; each with what `send` needs (the recipient). */
  page(afterId: number, limit: number): Promise<A[]>;
  due(alert: A, now: Date): boolean;
  /** Items matching the alert that became visible from `since` (epoch ms) to `now`. */
  search(alert: A, since: number, now: Date): Promise<I[]>;
  send(alert: A, items: I[]): Promise<void>;
}

export interface DigestRunReport {
  alerts: number;
  emails: number;
  items: number;
}

/**
 * Records the items no run has sent yet, for a page of alerts at once, and answers those per alert: an insert
 * that a taken key ignores, then the keys this run wrote. Two runs racing on one alert cannot both claim an item.
 */
async function claim(
  strapi: Core.Strapi,
  trx: Knex.Transaction,
  prefix: string,
  found: Array<[number, string[]]>,
  run: string,
): Promise<Map<number, Set<string>>> {
  const keyOf = (alertId: number, id: string) => `${prefix}:${alertId}:${id}`;
  const keys = found.flatMap(([alertId, ids]) => ids.map((id) => keyOf(alertId, id)));
  if (keys.length === 0) return new Map();
  // The rows this call wrote are the items it may send; `passage` records which run claimed each.
  const mine = await insertOnce(
    strapi,
    trx,
    UIDS.alertHit,
    ['cle'],
    keys.map((cle) => ({ cle, passage: run })),
  );
  return new Map(found.map(([alertId, ids]) => [alertId, new Set(ids.filter((id) => mine.has(keyOf(alertId, id))))]));
}

/**
 * One digest run over every due alert of a kind (issue #13 item 2): new matching items only, claimed in the
 * record (a page of alerts at a time) in the transaction that queues their e-mails, so an item is never sent twice
 * to an alert, even by a run resumed after a crash, and a claim never stands without its e-mail; no e-mail when
 * nothing is new. The high-water marks and counters move by bulk updates of those bookkeeping
 * columns, not document by document: a run touches every due alert, and a crash before them only means the next
 * run looks again (and finds the record).
 */
export async function runDigests<A extends DigestAlert, I extends { id: string }>(
  strapi: Core.Strapi,
  kind: DigestKind<A, I>,
  now: Date,
): Promise<DigestRunReport> {
  const run = randomUUID();
  const table = strapi.db.metadata.get(kind.uid).tableName;
  const column = (attribute: string) => columnOf(strapi, kind.uid, attribute);
  const counter = column(kind.prefix === 'o' ? 'offresEnvoyees' : 'cvEnvoyes');
  const report: DigestRunReport = { alerts: 0, emails: 0, items: 0 };
  for (let afterId = 0; ;) {
    const alerts = await kind.page(afterId, PAGE);
    if (alerts.length === 0) break;
    afterId = alerts[alerts.length - 1]!.id;
    const due = alerts.filter((alert) => kind.due(alert, now));
    const found: Array<[A, I[]]> = [];
    for (const alert of due) found.push([alert, await kind.search(alert, digestWindowStart(alert.createdAt, alert.dernierPassage), now)]);
    const sentBy = new Map<number, number[]>();
    // One transaction for the page: the claims and their e-mails commit together (and SQLite writes them in one go).
    await strapi.db.transaction(async ({ trx }: Transaction) => {
      const fresh = await claim(
        strapi,
        trx,
        kind.prefix,
        found.map(([alert, items]) => [alert.id, items.map((item) => item.id)]),
        `${run}:${afterId}`,
      );
      for (const [alert, items] of found) {
        const sent = items.filter((item) => fresh.get(alert.id)?.has(item.id));
        if (sent.length === 0) continue;
        await kind.send(alert, sent);
        sentBy.set(sent.length, [...(sentBy.get(sent.length) ?? []), alert.id]);
        report.emails += 1;
        report.items += sent.length;
      }
    });
    report.alerts += due.length;
    const knex = strapi.db.connection;
    for (const [count, ids] of sentBy) {
      for (let i = 0; i < ids.length; i += IN_CHUNK) {
        await knex(table)
          .whereIn('id', ids.slice(i, i + IN_CHUNK))
          .update({ [column('dernierEnvoi')]: now, [counter]: knex.raw('COALESCE(??, 0) + ?', [counter, count]) });
      }
    }
    const passed = due.map((alert) => alert.id);
    for (let i = 0; i < passed.length; i += IN_CHUNK) {
      await knex(table)
        .whereIn('id', passed.slice(i, i + IN_CHUNK))
        .update({ [column('dernierPassage')]: now });
    }
    if (alerts.length < PAGE) break;
  }
  return report;
}
