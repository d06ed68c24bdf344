import type { Core } from '@strapi/strapi';
import { contracts, DIGEST_MAX_ITEMS, digestDue } from '@cep/domain';
import type { CvDocument, Filter as SearchFilter } from '@cep/search';
import { emails, withPreferencesLink } from '../../../email/templates';
import { siteUrl } from '../../../email/site-url';
import { queueEmail } from '../../email';
import { numberList } from '../../../utils/json-columns';
import { cvIndexOf, cvZoneFilter } from '../../cvtheque';
import { preferencesUrl, unsubscribeToken } from '../../newsletter';
import { alertZones, type CvAlertCriteria } from './cv-alerts';
import type { DigestAlert, DigestKind } from './digests';
import { UIDS } from '../../../uids';

const SEARCH_PAGE = 100;
const ZONE_RADIUS_KM = 30;

interface CvAlert extends DigestAlert {
  titre: string;
  filters: SearchFilter[];
  email: string;
  prenom: string;
  userId: number;
}

/** A CV alert's criteria as CV index filters (spec 02 §3): each given criterion must hold; zones, any of them. */
export function cvAlertFilters(row: CvAlertCriteria): SearchFilter[] {
  const domains = [row.domaine1, row.domaine2, row.domaine3].filter((d): d is number => typeof d === 'number').map(String);
  const slugs = numberList(row.contrats)
    .map((id) => contracts.find((c) => c.id === id)?.slug ?? '')
    .filter(Boolean);
  const zones = alertZones(row.recruteurAlerteZonegeo).map((zone) => zone.id);
  return [
    ...(typeof row.experience === 'number' ? [{ field: 'experience', op: 'eq', value: String(row.experience) } as const] : []),
    ...(typeof row.formation === 'number' ? [{ field: 'studyLevel', op: 'eq', value: String(row.formation) } as const] : []),
    ...(domains.length ? [{ field: 'domains', op: 'in', values: domains } satisfies SearchFilter] : []),
    ...(slugs.length ? [{ field: 'contracts', op: 'in', values: slugs } satisfies SearchFilter] : []),
    ...cvZoneFilter(zones, ZONE_RADIUS_KM, Boolean(row.candidatDispoFrance)),
  ];
}

/** Recruiters' CV alerts as a digest kind: CVs made visible since the last run, anonymous as in the library. */
export function cvDigests(strapi: Core.Strapi): DigestKind<CvAlert, CvDocument> {
  const index = () => cvIndexOf(strapi);
  return {
    prefix: 'c',
    uid: UIDS.cvAlert,

    async page(afterId, limit) {
      const rows = await strapi.documents(UIDS.cvAlert).findMany({
        filters: { statut: 'active', id: { $gt: afterId } },
        sort: 'id:asc',
        limit,
        populate: { auteur: { fields: ['id', 'email', 'prenom', 'blocked'] } },
      });
      // Both dates are always written (Strapi's, and the alert's start): a row without them is skipped.
      return rows.flatMap(({ auteur, createdAt, dernierPassage, ...row }) =>
        auteur?.email && !auteur.blocked && createdAt && dernierPassage
          ? [
              {
                id: Number(row.id),
                titre: row.titre ?? '',
                filters: cvAlertFilters({ ...row, titre: row.titre ?? '' }),
                createdAt: new Date(createdAt),
                dernierPassage: new Date(dernierPassage),
                email: auteur.email,
                prenom: auteur.prenom ?? '',
                userId: Number(auteur.id),
              },
            ]
          : [],
      );
    },

    due: (alert, now) => digestDue({ frequence: 'quotidienne', vendanges: false, dernierPassage: alert.dernierPassage }, now),

    async search(alert, since) {
      const filters = [...alert.filters, { field: 'visibleSince', op: 'range', gte: since } as const];
      const found: CvDocument[] = [];
      for (let page = 1; ; page += 1) {
        const result = await index().search({
          filters,
          sort: { field: 'visibleSince', direction: 'desc' },
          page,
          hitsPerPage: SEARCH_PAGE,
        });
        found.push(...result.hits);
        if (page >= result.totalPages) return found;
      }
    },

    async send(alert, cvs) {
      const signed = `a=${alert.id}&t=${unsubscribeToken(alert.id, 'alerte-cv')}`;
      await queueEmail(
        strapi,
        alert.email,
        withPreferencesLink(
          emails.cvAlertDigest(
            alert.prenom,
            alert.titre,
            cvs.slice(0, DIGEST_MAX_ITEMS).map((cv) => ({
              titre: cv.title,
              resume: [`${cv.experienceYears} an${cv.experienceYears > 1 ? 's' : ''} d’expérience`, cv.zoneLabels.slice(0, 2).join(', ')]
                .filter(Boolean)
                .join(' · '),
              url: siteUrl(`/recrutement/cvtheque/${cv.id}`),
            })),
            cvs.length,
            {
              cvtheque: siteUrl('/recrutement/cvtheque'),
              gerer: siteUrl('/recrutement/alertes'),
              desinscription: siteUrl(`/recrutement/alerte/desinscription?${signed}`),
            },
          ),
          preferencesUrl(alert.userId),
        ),
        {
          headers: {
            'List-Unsubscribe': `<${siteUrl(`/recrutement/alerte/desinscription/un-clic?${signed}`)}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          },
        },
      );
    },
  };
}
