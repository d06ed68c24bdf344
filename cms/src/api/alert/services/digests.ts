import { randomUUID } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { digestWindowStart } from '@cep/domain';
import { columnOf } from '../../../utils/row-lock';

const HIT_UID = 'api::alert.alert-hit';
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
  uid: 'api::alert.candidate-alert' | 'api::alert.cv-alert';
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
 * Records the alert's items that no run has sent yet and answers those: an insert that a taken key ignores,
 * then the keys this run wrote. Two runs racing on one alert cannot both claim an item.
 */
async function claim(strapi: Core.Strapi, prefix: string, alertId: number, ids: string[], run: string): Promise<Set<string>> {
  const table = strapi.db.metadata.get(HIT_UID).tableName;
  const knex = strapi.db.connection;
  const keyOf = (id: string) => `${prefix}:${alertId}:${id}`;
  const keys = ids.map(keyOf);
  const seen = new Set<string>();
  for (let i = 0; i < keys.length; i += IN_CHUNK) {
    const rows = (await knex(table)
      .whereIn('cle', keys.slice(i, i + IN_CHUNK))
      .select('cle')) as Array<{ cle: string }>;
    rows.forEach((row) => seen.add(row.cle));
  }
  const fresh = keys.filter((key) => !seen.has(key));
  if (fresh.length === 0) return new Set();
  const now = new Date();
  const rows = fresh.map((cle) => ({ cle, passage: run, document_id: randomUUID(), created_at: now, updated_at: now, published_at: now }));
  for (let i = 0; i < rows.length; i += IN_CHUNK) {
    await knex(table)
      .insert(rows.slice(i, i + IN_CHUNK))
      .onConflict(columnOf(strapi, HIT_UID, 'cle'))
      .ignore();
  }
  const mine = new Set<string>();
  for (let i = 0; i < fresh.length; i += IN_CHUNK) {
    const rows = (await knex(table)
      .whereIn('cle', fresh.slice(i, i + IN_CHUNK))
      .andWhere('passage', run)
      .select('cle')) as Array<{ cle: string }>;
    rows.forEach((row) => mine.add(row.cle));
  }
  return new Set(ids.filter((id) => mine.has(keyOf(id))));
}

/**
 * One digest run over every due alert of a kind (issue #13 item 2): new matching items only, each claimed in the
 * record before its e-mail leaves, so an item is never sent twice to an alert, even by a run resumed after a
 * crash (at worst, a crash between the claim and the e-mail loses that one digest); no e-mail when nothing is
 * new. The high-water marks move by bulk updates of that bookkeeping column, not document by document: a run
 * touches every due alert, and a crash before them only means the next run looks again (and finds the record).
 */
export async function runDigests<A extends DigestAlert, I extends { id: string }>(
  strapi: Core.Strapi,
  kind: DigestKind<A, I>,
  now: Date,
): Promise<DigestRunReport> {
  const run = randomUUID();
  const table = strapi.db.metadata.get(kind.uid).tableName;
  const passedColumn = columnOf(strapi, kind.uid, 'dernierPassage');
  const report: DigestRunReport = { alerts: 0, emails: 0, items: 0 };
  for (let afterId = 0; ;) {
    const alerts = await kind.page(afterId, PAGE);
    if (alerts.length === 0) break;
    afterId = alerts[alerts.length - 1]!.id;
    const passed: number[] = [];
    for (const alert of alerts) {
      if (!kind.due(alert, now)) continue;
      report.alerts += 1;
      const items = await kind.search(alert, digestWindowStart(alert.createdAt, alert.dernierPassage), now);
      const fresh = items.length
        ? await claim(
            strapi,
            kind.prefix,
            alert.id,
            items.map((item) => item.id),
            run,
          )
        : new Set<string>();
      passed.push(alert.id);
      if (fresh.size === 0) continue;
      const sent = items.filter((item) => fresh.has(item.id));
      await kind.send(alert, sent);
      await strapi.db
        .connection(table)
        .where('id', alert.id)
        .update({
          [columnOf(strapi, kind.uid, 'dernierEnvoi')]: now,
          [columnOf(strapi, kind.uid, kind.prefix === 'o' ? 'offresEnvoyees' : 'cvEnvoyes')]: strapi.db.connection.raw(
            'COALESCE(??, 0) + ?',
            [columnOf(strapi, kind.uid, kind.prefix === 'o' ? 'offresEnvoyees' : 'cvEnvoyes'), sent.length],
          ),
        });
      report.emails += 1;
      report.items += sent.length;
    }
    for (let i = 0; i < passed.length; i += IN_CHUNK) {
      await strapi.db
        .connection(table)
        .whereIn('id', passed.slice(i, i + IN_CHUNK))
        .update({ [passedColumn]: now });
    }
    if (alerts.length < PAGE) break;
  }
  return report;
}
