import type { Core } from '@strapi/strapi';
import { retentionLimit, todayIso } from '@cep/domain';
import { runOnce } from '../../../jobs/lease';
import { applications } from './applications';

/**
 * The daily purge (CNIL recruiting guidance): applications whose last contact — sending, chase-up, decision —
 * is more than two years old are anonymised. Scheduled hourly on every instance; the day's lease makes it run
 * once, and a crashed run is resumed by the next tick.
 */
export async function purgeOldApplications(strapi: Core.Strapi, now = new Date()): Promise<boolean> {
  return runOnce(strapi, 'purge-candidatures', todayIso(now), 30 * 60 * 1000, async () => {
    const count = await applications(strapi).anonymiseOlderThan(retentionLimit(now));
    if (count > 0) strapi.log.info(`purge: ${count} application(s) older than two years anonymised`);
  });
}
