import type { Core } from '@strapi/strapi';
import { todayIso } from '@cep/domain';
import { runOnce } from '../../../jobs/lease';
import { jobDating } from './days';

/** The daily purge of job-dating days past by a month, with their bookings. Hourly on every instance, once a day. */
export async function purgePastJobDatingDays(strapi: Core.Strapi, now = new Date()): Promise<boolean> {
  return runOnce(strapi, 'purge-job-dating', todayIso(now), 30 * 60 * 1000, async () => {
    const count = await jobDating(strapi).purgePast(todayIso(now));
    if (count > 0) strapi.log.info(`purge: ${count} job-dating day(s) past by a month deleted with their bookings`);
  });
}
