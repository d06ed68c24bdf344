import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { contractLabel, isoWeek } from '@cep/domain';
import { runOnce } from '../../../jobs/lease';
import { textsIn, type NewsletterOffer } from '../../../email/candidate';
import { siteUrl } from '../../../email/site-url';
import { queueEmail } from '../../email';
import type { Transaction } from '../../../utils/row-lock';
import { documentData } from '../../../utils/document-data';
import { preferencesUrl } from './preferences-link';
import { unsubscribeToken } from './unsubscribe-token';
import { UIDS } from '../../../uids';
import { insertOnce } from '../../../database/insert-once';

const MAX_OFFERS = 10;
const WEEK = 7 * 86_400_000;

type OfferRow = {
  documentId: string;
  offreTitre?: string | null;
  offreContrat?: number | null;
  offreVille?: string | null;
  anonyme?: boolean | null;
  company?: { societeRaisonsocial?: string | null } | null;
};

/** An edition's frozen list, read back from its JSON column: the items this file wrote there. */
const isNewsletterOffer = (value: unknown): value is NewsletterOffer =>
  typeof value === 'object' &&
  value !== null &&
  'titre' in value &&
  typeof value.titre === 'string' &&
  'entreprise' in value &&
  typeof value.entreprise === 'string' &&
  'lieu' in value &&
  typeof value.lieu === 'string' &&
  'url' in value &&
  typeof value.url === 'string';
const newsletterOffers = (value: unknown): NewsletterOffer[] => (Array.isArray(value) ? value.filter(isNewsletterOffer) : []);

const toItem = (row: OfferRow): NewsletterOffer => ({
  titre: row.offreTitre ?? '',
  entreprise: row.anonyme ? 'Entreprise confidentielle' : (row.company?.societeRaisonsocial ?? ''),
  lieu: [contractLabel(row.offreContrat ?? 0), row.offreVille].filter(Boolean).join(' · '),
  url: siteUrl(`/offres/${row.documentId}`),
});

/**
 * The week's edition, made once (unique week): the offers whose newsletter booster is waiting (« À la une »),
 * then the week's newest offers. Frozen at creation, so a resumed run sends the same edition.
 */
async function weeklyEdition(strapi: Core.Strapi, week: string, now: Date) {
  const existing = await strapi.documents(UIDS.newsletterEdition).findFirst({ filters: { semaine: week } });
  if (existing) return existing;
  const published = { etat: 'publiee' as const, dateExpiration: { $gt: now.toISOString() } };
  const populate = { company: { fields: ['societeRaisonsocial' as const] } };
  const featured = await strapi.documents(UIDS.offer).findMany({
    filters: { ...published, newsletterDemandeeLe: { $notNull: true }, newsletterEnvoyeeLe: { $null: true } },
    populate,
    sort: { newsletterDemandeeLe: 'asc' },
    limit: MAX_OFFERS,
  });
  const featuredIds = featured.map((row) => row.documentId);
  const recent = await strapi.documents(UIDS.offer).findMany({
    filters: { ...published, datePublication: { $gt: new Date(now.getTime() - WEEK).toISOString() }, documentId: { $notIn: featuredIds } },
    populate,
    sort: { datePublication: 'desc' },
    limit: MAX_OFFERS,
  });
  const edition = await strapi.documents(UIDS.newsletterEdition).create({
    data: documentData(UIDS.newsletterEdition, { semaine: week, offresALaUne: featured.map(toItem), offres: recent.map(toItem) }),
  });
  // The boosted offers are now in an edition: they will not be « à la une » of the next one.
  for (const documentId of featuredIds) {
    await strapi.documents(UIDS.offer).update({ documentId, data: { newsletterEnvoyeeLe: now.toISOString() } });
  }
  return edition;
}

/** Records this edition's delivery to one candidate; true only for the call that recorded it. */
async function claimDelivery(strapi: Core.Strapi, trx: Knex.Transaction, week: string, candidateId: number): Promise<boolean> {
  const key = `${week}:${candidateId}`;
  return (await insertOnce(strapi, trx, UIDS.newsletterDelivery, ['cle'], [{ cle: key }])).has(key);
}

/**
 * The weekly candidate newsletter (issue #12 item 8): on Monday morning, once across instances (the week's
 * lease), to every candidate who opted in, with a signed one-click unsubscribe link and its List-Unsubscribe
 * headers. Nothing new this week, no e-mail. A crashed run resumes: each delivery is claimed before its e-mail
 * is queued, so nobody gets the same edition twice, and the claim and the e-mail are committed together.
 */
export async function sendWeeklyNewsletter(strapi: Core.Strapi, now = new Date()): Promise<boolean> {
  const week = isoWeek(now);
  return runOnce(strapi, 'newsletter-offres', week, 60 * 60 * 1000, async () => {
    const edition = await weeklyEdition(strapi, week, now);
    const featured = newsletterOffers(edition.offresALaUne);
    const offers = newsletterOffers(edition.offres);
    if (featured.length + offers.length === 0) return;
    const readers = await strapi.db.query(UIDS.candidate).findMany({
      where: { newsletterOffres: true },
      select: ['id'],
      populate: { user: { select: ['id', 'email', 'prenom', 'blocked', 'langue'] } },
    });
    let sent = 0;
    for (const reader of readers) {
      const user = reader.user;
      if (!user?.email || user.blocked) continue;
      // Claimed and queued in one transaction: a claim never stands without its e-mail (issue #37 item 2).
      const queued = await strapi.db.transaction(async ({ trx }: Transaction) => {
        if (!(await claimDelivery(strapi, trx, week, reader.id))) return false;
        const signed = `c=${reader.id}&t=${unsubscribeToken(reader.id)}`;
        const unsubscribe = siteUrl(`/newsletter/desinscription?${signed}`);
        const texts = textsIn(user.langue);
        await queueEmail(
          strapi,
          user.email,
          texts.withPreferencesLink(
            texts.emails.weeklyNewsletter(user.prenom ?? '', featured, offers, siteUrl('/offres'), unsubscribe),
            preferencesUrl(user.id),
          ),
          {
            headers: {
              // RFC 8058: mail clients POST this URL themselves (the site relays it to the cms).
              'List-Unsubscribe': `<${siteUrl(`/newsletter/desinscription/un-clic?${signed}`)}>`,
              'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
            },
          },
        );
        return true;
      });
      if (queued) sent += 1;
    }
    await strapi.documents(UIDS.newsletterEdition).update({
      documentId: edition.documentId,
      data: documentData(UIDS.newsletterEdition, {
        envoyeeLe: new Date().toISOString(),
        destinataires: Number(edition.destinataires ?? 0) + sent,
      }),
    });
  });
}
