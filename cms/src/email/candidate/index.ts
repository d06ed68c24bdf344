import type { Core } from '@strapi/strapi';
import { languageOrFrench, type SiteLanguage } from '@cep/domain';
import { UIDS } from '../../uids';
import { en } from './en';
import { es } from './es';
import { fr, type CandidateTexts } from './fr';
import { pl } from './pl';
import { pt } from './pt';
import { ro } from './ro';

export type { CandidateTexts } from './fr';
export type { DigestOffer, NewsletterOffer, SlotTime, StartKind, StartNews } from './inputs';

/** Every language's set: a language of the site without its texts fails to compile. */
export const CANDIDATE_TEXTS: Record<SiteLanguage, CandidateTexts> = { fr, es, pl, ro, pt, en };

/**
 * What a user receives in their language (issue #41 item 2): the `langue` of their user, which only a candidate can
 * set (a recruiter's, a school's and staff's stay French); anything else stored there reads as French.
 */
export const textsIn = (langue: unknown): CandidateTexts => CANDIDATE_TEXTS[languageOrFrench(langue)];

/** The texts of each of these candidates (profile rows), in their user's language; French for a row not found. */
export async function candidatesTexts(strapi: Core.Strapi, candidateIds: number[]): Promise<(candidateId: number) => CandidateTexts> {
  const rows =
    candidateIds.length === 0
      ? []
      : ((await strapi.db.query(UIDS.candidate).findMany({
          where: { id: { $in: [...new Set(candidateIds)] } },
          select: ['id'],
          populate: { user: { select: ['langue'] } },
        })) as Array<{ id: number; user: { langue: unknown } | null }>);
  const byCandidate = new Map(rows.map((row) => [Number(row.id), textsIn(row.user?.langue)]));
  return (candidateId) => byCandidate.get(candidateId) ?? fr;
}

/** One candidate's texts (a profile row), in their user's language. */
export async function candidateTexts(strapi: Core.Strapi, candidateId: number): Promise<CandidateTexts> {
  return (await candidatesTexts(strapi, [candidateId]))(candidateId);
}
