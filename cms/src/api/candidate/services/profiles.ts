import type { Core } from '@strapi/strapi';

export const CANDIDATE_UID = 'api::candidate.candidate';

/** A candidate's own record (one per user, made at sign-up): the shortlist now, the CV with issue #11. */
export function profiles(strapi: Core.Strapi) {
  const docs = () => strapi.documents(CANDIDATE_UID);

  async function profileOf(userId: number) {
    const found = await docs().findFirst({ filters: { user: { id: userId } }, populate: { selection: { fields: ['documentId'] } } });
    return found ?? docs().create({ data: { user: userId }, populate: { selection: { fields: ['documentId'] } } });
  }

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
