import type { Core } from '@strapi/strapi';
import { todayIso } from '@cep/domain';
import { runOnce } from '../../../jobs/lease';
import { seasonal } from './seasonal';

/**
 * The daily purge of « Mes saisonniers »: an entry whose last season was recorded more than two years ago is
 * deleted. Scheduled hourly on every instance; the day's lease makes it run once.
 */
export async function purgeExpiredSeasonalWorkers(strapi: Core.Strapi, now = new Date()): Promise<boolean> {
  return runOnce(strapi, 'purge-saisonniers', todayIso(now), 30 * 60 * 1000, async () => {
    const count = await seasonal(strapi).purgeExpired(todayIso(now));
    if (count > 0) strapi.log.info(`purge: ${count} seasonal worker(s) kept past two years deleted`);
  });
}
