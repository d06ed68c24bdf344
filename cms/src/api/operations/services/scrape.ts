import type { Core } from '@strapi/strapi';
import { metrics } from '../../../observability/metrics';
import { countPendingSyncs } from '../../../search/pending-syncs';
import { readiness } from './readiness';
import { UIDS } from '../../../uids';

/** The metrics read at each scrape (the queues are the database's, shared by every instance), then the text. */
export async function scrape(strapi: Core.Strapi): Promise<{ contentType: string; text: string }> {
  const m = metrics();
  const state = await readiness(strapi);
  m.databaseUp.set(state.ready ? 1 : 0);
  m.searchReady.set(state.search === 'ok' ? 1 : 0);
  m.busUp.set(state.bus === 'ecoute' ? 1 : 0);
  if (state.ready) {
    const emails = strapi.db.query(UIDS.emailMessage);
    const [waiting, failed, oldest, pending] = await Promise.all([
      emails.count({ where: { etat: 'en_attente' } }),
      emails.count({ where: { etat: 'echec' } }),
      strapi.documents(UIDS.emailMessage).findFirst({ filters: { etat: 'en_attente' }, sort: { createdAt: 'asc' }, fields: ['createdAt'] }),
      countPendingSyncs(strapi),
    ]);
    m.emailQueueDepth.set(waiting);
    m.emailsFailed.set(failed);
    m.emailQueueOldest.set(oldest?.createdAt ? Math.max(0, (Date.now() - new Date(oldest.createdAt).getTime()) / 1000) : 0);
    m.pendingSyncs.reset();
    for (const index of ['offers', 'cvs', 'courses']) m.pendingSyncs.set({ index }, pending[index] ?? 0);
  }
  return { contentType: m.registry.contentType, text: await m.registry.metrics() };
}
