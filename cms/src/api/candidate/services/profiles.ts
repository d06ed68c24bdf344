import type { Core, Modules } from '@strapi/strapi';
import { UIDS } from '../../../uids';

/**
 * The candidate's own record, made at sign-up (and here for a candidate from before profiles existed), with
 * the relations asked for.
 */
export async function candidateProfile<P extends Modules.Documents.Params.Populate.Any<typeof UIDS.candidate>>(
  strapi: Core.Strapi,
  userId: number,
  populate: P,
) {
  const docs = strapi.documents(UIDS.candidate);
  return (await docs.findFirst({ filters: { user: { id: userId } }, populate })) ?? docs.create({ data: { user: userId }, populate });
}

/** A candidate's shortlist of offers (spec 02 §6, §7). */
export function profiles(strapi: Core.Strapi) {
  const docs = () => strapi.documents(UIDS.candidate);

  const profileOf = (userId: number) => candidateProfile(strapi, userId, { selection: { fields: ['documentId'] } });

  return {
    /** documentIds of the offers the candidate shortlisted. */
    async selectedOfferIds(userId: number): Promise<string[]> {
      const profile = await profileOf(userId);
      return (profile.selection ?? []).map((offer) => offer.documentId);
    },

    /** Adds the offer to the shortlist or takes it out; answers whether it is now selected. */
    async toggleSelection(userId: number, offer: { documentId: string }): Promise<boolean> {
      const profile = await profileOf(userId);
      const selected = (profile.selection ?? []).some((o) => o.documentId === offer.documentId);
      await docs().update({
        documentId: profile.documentId,
        data: { selection: selected ? { disconnect: [offer.documentId] } : { connect: [offer.documentId] } },
      });
      return !selected;
    },
  };
}
