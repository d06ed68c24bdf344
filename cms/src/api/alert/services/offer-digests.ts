import type { Core } from '@strapi/strapi';
import { alertToOffersQuery, DIGEST_MAX_ITEMS, digestDue, type AlertCriteria, type AlertFrequency } from '@cep/domain';
import type { OfferDocument } from '@cep/search';
import { textsIn, type CandidateTexts } from '../../../email/candidate';
import { siteUrl } from '../../../email/site-url';
import { queueEmail } from '../../email';
import { offerSearchQuery } from '../../../search/offer-search-query';
import { preferencesUrl, unsubscribeToken } from '../../newsletter';
import { offerSearchOf } from '../../search';
import { storedCriteria } from './stored-criteria';
import type { DigestAlert, DigestKind } from './digests';
import { UIDS } from '../../../uids';

const SEARCH_PAGE = 100;

interface OfferAlert extends DigestAlert {
  libelle: string;
  criteres: AlertCriteria;
  frequence: AlertFrequency;
  vendanges: boolean;
  documentId: string;
  email: string;
  prenom: string;
  userId: number;
  /** The digest's words, in the candidate's language. */
  texts: CandidateTexts;
}

/** The search query string of an alert, for the « Voir les offres » link. */
export const alertSearchString = (criteria: AlertCriteria) => new URLSearchParams(alertToOffersQuery(criteria)).toString();

/**
 * Candidates' alerts as a digest kind: new offers found by the search engine with the alert's /offres query.
 * `harvestOnly`: the daily harvest alerts, sent as soon as a harvest offer is validated.
 */
export function offerDigests(strapi: Core.Strapi, { harvestOnly = false } = {}): DigestKind<OfferAlert, OfferDocument> {
  const search = offerSearchOf(strapi);
  return {
    prefix: 'o',
    uid: UIDS.candidateAlert,

    async page(afterId, limit) {
      const rows = await strapi.documents(UIDS.candidateAlert).findMany({
        filters: { etat: 'active', id: { $gt: afterId }, ...(harvestOnly ? { vendanges: true, frequence: 'quotidienne' } : {}) },
        sort: 'id:asc',
        limit,
        populate: { candidate: { fields: ['id'], populate: { user: { fields: ['id', 'email', 'prenom', 'blocked', 'langue'] } } } },
      });
      return rows.flatMap((row) => {
        const user = row.candidate?.user;
        // Both dates are always written (Strapi's, and the alert's start): a row without them is skipped.
        if (!user?.email || user.blocked || !row.createdAt || !row.dernierPassage) return [];
        return [
          {
            id: Number(row.id),
            documentId: row.documentId,
            libelle: row.libelle ?? '',
            criteres: storedCriteria(row.criteres),
            // Required, with this default.
            frequence: row.frequence ?? 'quotidienne',
            vendanges: Boolean(row.vendanges),
            createdAt: new Date(row.createdAt),
            dernierPassage: new Date(row.dernierPassage),
            email: user.email,
            prenom: user.prenom ?? '',
            userId: Number(user.id),
            texts: textsIn(user.langue),
          },
        ];
      });
    },

    due: (alert, now) => digestDue(alert, now),

    async search(alert, since) {
      const params = offerSearchQuery(alertToOffersQuery(alert.criteres));
      const filters = [...(params.filters ?? []), { field: 'publishedAt', op: 'range', gte: since } as const];
      const found: OfferDocument[] = [];
      for (let page = 1; ; page += 1) {
        const result = await search.searchOffers({
          q: params.q,
          filters,
          sort: { field: 'publishedAt', direction: 'desc' },
          page,
          hitsPerPage: SEARCH_PAGE,
        });
        found.push(...result.hits);
        if (page >= result.totalPages) return found;
      }
    },

    async send(alert, offers) {
      const signed = `a=${alert.id}&t=${unsubscribeToken(alert.id, 'alerte')}`;
      await queueEmail(
        strapi,
        alert.email,
        alert.texts.withPreferencesLink(
          alert.texts.emails.alertDigest(
            alert.prenom,
            alert.libelle,
            offers.slice(0, DIGEST_MAX_ITEMS).map((offer) => ({
              titre: offer.title,
              entreprise: offer.company ?? null,
              lieu: [offer.contractLabel, offer.city].filter(Boolean).join(' · '),
              url: siteUrl(`/offres/${offer.id}`),
            })),
            offers.length,
            {
              offres: siteUrl(`/offres?${alertSearchString(alert.criteres)}`),
              gerer: siteUrl(`/candidat/alerte/${alert.documentId}`),
              desinscription: siteUrl(`/alerte/desinscription?${signed}`),
            },
          ),
          preferencesUrl(alert.userId),
        ),
        {
          headers: {
            // RFC 8058: mail clients POST this URL themselves (the site relays it to the cms).
            'List-Unsubscribe': `<${siteUrl(`/alerte/desinscription/un-clic?${signed}`)}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          },
        },
      );
    },
  };
}
