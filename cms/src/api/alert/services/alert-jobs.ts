import type { Core } from '@strapi/strapi';
import { runOnce } from '../../../jobs/lease';
import { cvDigests } from './cv-digests';
import { runDigests, type DigestRunReport } from './digests';
import { offerDigests } from './offer-digests';
import { UIDS } from '../../../uids';

/**
 * What alerts sent is kept 90 days: offers stay online 60, and an active alert never looks further back than its
 * last run (a week at most) less an hour, so an older record can no longer stop anything. The table stays small.
 */
const HIT_RETENTION_MS = 90 * 86_400_000;

async function forgetOldHits(strapi: Core.Strapi, now: Date): Promise<void> {
  const table = strapi.db.metadata.get(UIDS.alertHit).tableName;
  await strapi.db
    .connection(table)
    .where('created_at', '<', new Date(now.getTime() - HIT_RETENTION_MS))
    .del();
}

/** The hour's key, « 2026-11-23T07 » (UTC): one run per hour across instances. */
const hourOf = (now: Date) => now.toISOString().slice(0, 13);

/**
 * The hourly alert run (issue #13 items 2, 3): candidates' offer alerts, then recruiters' CV alerts, each sending
 * what is due. Once per hour however many cms instances fire the schedule (a lease in the database); a run that
 * crashed leaves its lease to expire and the next hour's run takes over the alerts it had not reached.
 */
export async function runAlertDigests(
  strapi: Core.Strapi,
  now = new Date(),
): Promise<{ offres: DigestRunReport; cvs: DigestRunReport } | null> {
  let report: { offres: DigestRunReport; cvs: DigestRunReport } | null = null;
  await runOnce(strapi, 'alertes', hourOf(now), 50 * 60 * 1000, async () => {
    const offres = await runDigests(strapi, offerDigests(strapi), now);
    const cvs = await runDigests(strapi, cvDigests(strapi), now);
    await forgetOldHits(strapi, now);
    report = { offres, cvs };
    strapi.log.info(`[alertes] ${offres.emails} e-mails d’offres, ${cvs.emails} e-mails de CV`);
  });
  return report;
}

let harvestRun: Promise<void> | null = null;
let harvestAgain = false;

/**
 * Harvest alerts go out as soon as a harvest offer is validated (decided, docs/decisions.md: harvest jobs fill
 * in days). One run at a time in this process, and one more if offers were validated meanwhile; runs on other
 * instances or the hourly job may overlap it: the record of what was sent keeps every offer to one e-mail.
 */
export function sendHarvestDigestsSoon(strapi: Core.Strapi): void {
  if (harvestRun) {
    harvestAgain = true;
    return;
  }
  harvestRun = (async () => {
    do {
      harvestAgain = false;
      await runDigests(strapi, offerDigests(strapi, { harvestOnly: true }), new Date());
    } while (harvestAgain);
  })()
    .catch((error: Error) => {
      strapi.log.error(`[alertes] harvest digests failed: ${error.message}`);
    })
    .finally(() => {
      harvestRun = null;
    });
}
