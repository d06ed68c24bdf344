import type { Core } from '@strapi/strapi';

const CANDIDATE_UID = 'api::candidate.candidate';

/** The preferences a candidate can tick (the preference centre, spec 02 §2, §3, §7): the weekly newsletter for now. */
export const PREFERENCES = {
  'newsletter-offres': { label: 'Recevoir chaque lundi les nouvelles offres (newsletter)', attribute: 'newsletterOffres' },
} as const;
export type PreferenceId = keyof typeof PREFERENCES;
export const isPreferenceId = (value: string): value is PreferenceId => Object.prototype.hasOwnProperty.call(PREFERENCES, value);

export function preferences(strapi: Core.Strapi) {
  const profileOf = (userId: number) =>
    strapi.db.query(CANDIDATE_UID).findOne({ where: { user: { id: userId } }, select: ['id', 'newsletterOffres'] });
  return {
    async list(userId: number) {
      const profile = await profileOf(userId);
      return (Object.keys(PREFERENCES) as PreferenceId[]).map((id) => ({
        id,
        label: PREFERENCES[id].label,
        checked: Boolean(profile?.[PREFERENCES[id].attribute]),
      }));
    },

    /** Ticks or unticks one preference; a candidate without a profile yet gets one. */
    async set(userId: number, id: PreferenceId, checked: boolean) {
      const profile = await profileOf(userId);
      const data = { [PREFERENCES[id].attribute]: checked };
      if (profile) await strapi.db.query(CANDIDATE_UID).update({ where: { id: profile.id }, data });
      else await strapi.documents(CANDIDATE_UID).create({ data: { ...data, user: userId } });
    },

    /** The signed link of an e-mail: no login, the candidate's id and its signature. */
    async unsubscribe(candidateId: number) {
      await strapi.db.query(CANDIDATE_UID).update({ where: { id: candidateId }, data: { newsletterOffres: false } });
    },
  };
}
