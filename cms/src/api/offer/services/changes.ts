import type { Core } from '@strapi/strapi';
import { offerEditMode, type ChangeModerationDecision } from '@cep/domain';
import { siteUrl } from '../../../email/site-url';
import { emails } from '../../../email/templates';
import { queueEmail } from '../../email';
import { removePublicFile } from '../../../public-media/public-files';
import { publicStorage } from '../../../public-media/public-storage';
import { lockRow, type Transaction } from '../../../utils/row-lock';
import { OFFER_RELATIONS, offerData, type Offer } from '../utils/attributes';
import { type Moderator } from './lifecycle';
import { UIDS } from '../../../uids';

export const COVER_FOLDER = 'offres';

/**
 * A change of an online or suspended offer (issue #38 item 2): the columns the recruiter saved, kept beside the
 * published ones until a moderator decides. Step 1, step 2 and the cover photo may be sent apart: they merge.
 */
export interface PendingChange {
  colonnes: Record<string, unknown>;
  soumiseLe: string;
}

/** The `modification` column as written by `submit` (a JSON column comes back untyped). */
export function pendingChange(value: unknown): PendingChange | null {
  if (!value || typeof value !== 'object' || !('colonnes' in value) || !('soumiseLe' in value)) return null;
  const { colonnes, soumiseLe } = value;
  if (!colonnes || typeof colonnes !== 'object' || typeof soumiseLe !== 'string') return null;
  return { colonnes: Object.fromEntries(Object.entries(colonnes)), soumiseLe };
}

/** A cover photo the change brings, when it differs from the published one (a file of its own until decided). */
const newCover = (change: PendingChange | null, published: unknown) => {
  const cover = change?.colonnes.photocouverture;
  return typeof cover === 'string' && cover !== published ? cover : null;
};

export type ChangeDecisionResult = 'decided' | 'none' | 'stale' | 'closed';

export function offerChanges(strapi: Core.Strapi) {
  const storage = () => publicStorage(strapi);

  async function tellRecruiter(offer: Offer, decision: ChangeModerationDecision) {
    const recruiter = offer.recruteur;
    if (!recruiter?.email) return;
    const prenom = recruiter.prenom ?? '';
    const title = offer.offreTitre ?? '';
    const content =
      decision.modification === 'validee'
        ? emails.offerChangeValidated(prenom, title, siteUrl(`/offres/${offer.documentId}`))
        : emails.offerChangeRefused(prenom, title, decision.motifRefus ?? '', siteUrl('/recrutement/offres'));
    await queueEmail(strapi, recruiter.email, content);
  }

  return {
    /**
     * Merges these columns into the offer's pending change, on the locked row: two saves at once keep both. A cover
     * photo replaced before the decision leaves no file behind.
     */
    async submit(offer: Offer, columns: Record<string, unknown>): Promise<PendingChange> {
      const { change, replacedCover } = await strapi.db.transaction(async ({ trx }: Transaction) => {
        const locked = await lockRow(strapi, trx, UIDS.offer, Number(offer.id), ['modification', 'photocouverture']);
        const before = pendingChange(locked?.modification ? parseJson(locked.modification) : null);
        const merged: PendingChange = { colonnes: { ...before?.colonnes, ...columns }, soumiseLe: new Date().toISOString() };
        await strapi.documents(UIDS.offer).update({
          documentId: offer.documentId,
          data: offerData({ modification: merged, modificationRefusee: null }),
        });
        const previous = newCover(before, locked?.photocouverture);
        return { change: merged, replacedCover: previous && previous !== merged.colonnes.photocouverture ? previous : null };
      });
      await removePublicFile(replacedCover, storage(), COVER_FOLDER);
      return change;
    },

    /**
     * A moderator's decision on the pending change, the one sent at `soumiseLe` (a change sent again since is
     * not decided unseen). Validated, its columns replace the published ones (the search index and the pages
     * follow through the document middlewares) and the offer keeps its publication and expiry dates; refused,
     * the published version stays and the recruiter reads why. Either way the recruiter is told.
     */
    async decide(offer: Offer, decision: ChangeModerationDecision, moderator: Moderator): Promise<ChangeDecisionResult> {
      const outcome = await strapi.db.transaction(async ({ trx }: Transaction) => {
        const locked = await lockRow(strapi, trx, UIDS.offer, Number(offer.id), ['modification', 'photocouverture', 'etat']);
        const change = pendingChange(locked?.modification ? parseJson(locked.modification) : null);
        if (!change) return { result: 'none' as const };
        if (change.soumiseLe !== decision.soumiseLe) return { result: 'stale' as const };
        // Expired since it was sent: there is nothing online left to correct.
        if (offerEditMode(String(locked?.etat)) !== 'modification') return { result: 'closed' as const };
        const now = new Date().toISOString();
        const decided = { modification: null, moderePar: moderator.name, modereLe: now };
        const accepted = decision.modification === 'validee';
        const updated = await strapi.documents(UIDS.offer).update({
          documentId: offer.documentId,
          data: offerData(
            accepted
              ? { ...change.colonnes, ...decided, modificationRefusee: null, modifieeLe: now }
              : { ...decided, modificationRefusee: decision.motifRefus ?? null },
          ),
          populate: OFFER_RELATIONS,
        });
        if (updated) await tellRecruiter(updated, decision);
        const cover = newCover(change, locked?.photocouverture);
        const published = typeof locked?.photocouverture === 'string' ? locked.photocouverture : null;
        // The file no version uses any more: the old cover once replaced, or the refused one.
        const unused = accepted ? (cover ? published : null) : cover;
        return { result: 'decided' as const, unused };
      });
      if (outcome.result === 'decided') await removePublicFile(outcome.unused, storage(), COVER_FOLDER);
      return outcome.result;
    },

    /** The cover photo a pending change brings, removed with the offer. */
    async discard(offer: Offer): Promise<void> {
      await removePublicFile(newCover(pendingChange(offer.modification), offer.photocouverture), storage(), COVER_FOLDER);
    },
  };
}

/** A JSON column read by knex: PostgreSQL parses it, SQLite returns its text. */
function parseJson(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return null;
  }
}
