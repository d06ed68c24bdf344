import type { Core } from '@strapi/strapi';
import { applyAccountModelSnapshot } from './api/account';
import { ensureTechnicalAdmin } from './bootstrap/admin';
import { cacheAuthenticationReads } from './bootstrap/auth-cache';
import { memoiseContentApiAbilities, secretsAsKeyObjects, skipApiTokenLookupForJwts } from './bootstrap/auth-speed';
import { ensureRoles } from './bootstrap/roles';
import { expireOffers, OFFER_VALIDATED } from './api/offer';
import { APPLICATION_STATUS_CHANGED, purgeOldApplications } from './api/application';
import { harvestStarts } from './api/harvest';
import { purgeExpiredSeasonalWorkers } from './api/seasonal';
import { notifyApplicationStatus } from './api/push';
import { purgePastJobDatingDays } from './api/jobdating';
import { runOrderJobs } from './api/commerce';
import { sendWeeklyNewsletter } from './api/newsletter';
import { runAlertDigests, sendHarvestDigestsSoon } from './api/alert';
import { ensureJobTable } from './jobs/lease';
import { seedDemoData } from './seed/demo';
import { offerSearchOf, registerOfferSync } from './api/search';
import { cvIndexOf, registerCvSync } from './api/cvtheque';
import { courseIndexOf, registerCourseSync } from './api/course';
import { registerSiteRevalidation } from './site-cache/revalidation';
import { closeMessageBus, messageBus } from './realtime/bus';
import { lockBootOnPostgres, releaseBootLock } from './database/boot-lock';
import { searchSplitRefusal } from './search/instance-guard';
import { connectSearchIndexes, registerSearchIndexes, startSearchRepair, stopSearchRepair } from './search/search-repair';
import { ensurePendingSyncTable } from './search/pending-syncs';
import { refuseDuplicateRoutes } from './contracts/duplicate-routes';
import { emailUnreadMessages } from './api/messaging';
import { purgeOldEmails, startEmailDelivery, stopEmailDelivery } from './api/email';
import { fieldOf } from './utils/field-of';
import { smsTransport } from './sms/transport';

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    const refusal = searchSplitRefusal(process.env);
    if (refusal) throw new Error(refusal);
    refuseDuplicateRoutes(strapi);
    // Before the schema sync, until the end of bootstrap: one instance at a time builds and seeds the database.
    lockBootOnPostgres(strapi);
    // First registered, outermost: the site is told once the search indexes hold the change.
    registerSiteRevalidation(strapi);
    // Each index follows the writes of what it shows; the repair reaches, retries and reconciles all three.
    registerOfferSync(strapi);
    registerCvSync(strapi);
    registerCourseSync(strapi);
    registerSearchIndexes(strapi, () => [offerSearchOf(strapi).index, cvIndexOf(strapi).index, courseIndexOf(strapi).index]);
    secretsAsKeyObjects(strapi);
    memoiseContentApiAbilities(strapi);
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    // SMS_PROVIDER=twilio without its variables refuses to start, rather than fail each SMS for a day.
    strapi.log.info(`[sms] ${smsTransport().name}`);
    try {
      await bootstrapUnderLock(strapi);
    } finally {
      await releaseBootLock(strapi);
    }
  },

  async destroy({ strapi }: { strapi: Core.Strapi }) {
    await stopEmailDelivery(strapi);
    await stopSearchRepair(strapi);
    await closeMessageBus(strapi);
  },
};

/** Strapi's bootstrap of Cep, which the boot lock covers on PostgreSQL. */
async function bootstrapUnderLock(strapi: Core.Strapi): Promise<void> {
  // First: Strapi's admin registration must never be open, not even while the rest boots.
  await ensureTechnicalAdmin(strapi);
  skipApiTokenLookupForJwts(strapi);
  cacheAuthenticationReads(strapi);
  const roles = await ensureRoles(strapi);
  await ensureJobTable(strapi);
  await ensurePendingSyncTable(strapi);
  // The indexes first: migrated and seeded offers then reach them through the document middleware like any write
  // (recorded, while an unreachable Meilisearch is waited for).
  await connectSearchIndexes(strapi);
  await applyAccountModelSnapshot(strapi);
  if (process.env.CEP_SEED_DEMO === 'true') await seedDemoData(strapi, roles);
  // Offers past their date leave search at once (every query filters on it); their state follows here.
  await expireOffers(strapi);
  strapi.cron.add({ expireOffers: { task: () => expireOffers(strapi), options: { rule: '*/15 * * * *' } } });
  startEmailDelivery(strapi);
  startSearchRepair(strapi);
  // Listening from the start: the first message of the day is heard, and readiness reports the bus as it is.
  messageBus(strapi);
  strapi.eventHub.on(OFFER_VALIDATED, async (...args: unknown[]) => {
    if (fieldOf(args[0], 'vendanges') === true) sendHarvestDigestsSoon(strapi);
  });
  // Inside the status change's transaction: a worker preselected after the start was set is told with it, and the
  // offer's open headcount pages read again.
  strapi.eventHub.on(APPLICATION_STATUS_CHANGED, async (...args: unknown[]) => {
    const id = fieldOf(args[0], 'id');
    if (typeof id !== 'number') return;
    if (fieldOf(args[0], 'statut') === 1) await harvestStarts(strapi).tellPreselected(id);
    await harvestStarts(strapi).statusChanged(id);
    await notifyApplicationStatus(strapi, id);
  });
  strapi.cron.add({
    purgeOldApplications: { task: () => purgeOldApplications(strapi), options: { rule: '5 * * * *', tz: 'Europe/Paris' } },
    purgeJobDating: { task: () => purgePastJobDatingDays(strapi), options: { rule: '25 * * * *', tz: 'Europe/Paris' } },
    purgeSeasonalWorkers: { task: () => purgeExpiredSeasonalWorkers(strapi), options: { rule: '15 * * * *', tz: 'Europe/Paris' } },
    purgeOldEmails: { task: () => purgeOldEmails(strapi), options: { rule: '35 4 * * *', tz: 'Europe/Paris' } },
    orderJobs: { task: () => runOrderJobs(strapi), options: { rule: '20 * * * *', tz: 'Europe/Paris' } },
    // Monday 8:00, with hourly retries until 11:00 (the week's lease makes it one run).
    // Every hour: harvest alerts as offers come, the others when their day or week is due (7:00 Paris time).
    alertDigests: { task: () => runAlertDigests(strapi), options: { rule: '10 * * * *', tz: 'Europe/Paris' } },
    // Unread messages are e-mailed 15 minutes on (a conditional update claims each e-mail: one across instances).
    unreadMessages: {
      task: () => emailUnreadMessages(strapi).catch((error: Error) => strapi.log.error(`[messagerie] e-mails: ${error.message}`)),
      options: { rule: '*/5 * * * *' },
    },
    weeklyNewsletter: { task: () => sendWeeklyNewsletter(strapi), options: { rule: '0 8-11 * * 1', tz: 'Europe/Paris' } },
  });
}
