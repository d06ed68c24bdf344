import type { Core } from '@strapi/strapi';
import type { MailingList } from './unsubscribe-token';
import { UIDS } from '../../../uids';

/** Whose preferences: a candidate's live on their profile, a recruiter's on their membership of the account. */
export type PreferenceHolder = 'candidat' | 'recruteur';

/**
 * The preferences a user can tick (the preference centre, spec 02 §2, §3, §7): the weekly newsletter for
 * candidates, the e-mail about unread messages for both sides of messaging (issue #15).
 */
export const PREFERENCES = {
  'newsletter-offres': {
    label: 'Recevoir chaque lundi les nouvelles offres (newsletter)',
    attribute: 'newsletterOffres',
    holders: ['candidat'],
    byDefault: false,
  },
  'messagerie-email': {
    label: 'Recevoir un e-mail quand un message reste non lu dans ma messagerie',
    attribute: 'emailMessagerie',
    holders: ['candidat', 'recruteur'],
    byDefault: true,
  },
} as const satisfies Record<string, { label: string; attribute: string; holders: readonly PreferenceHolder[]; byDefault: boolean }>;
export type PreferenceId = keyof typeof PREFERENCES;
type Attribute = (typeof PREFERENCES)[PreferenceId]['attribute'];

export const isPreferenceId = (value: string): value is PreferenceId => Object.prototype.hasOwnProperty.call(PREFERENCES, value);
export const isPreferenceHolder = (value: unknown): value is PreferenceHolder => value === 'candidat' || value === 'recruteur';
const holds = (id: PreferenceId, holder: PreferenceHolder) => {
  const holders: readonly PreferenceHolder[] = PREFERENCES[id].holders;
  return holders.includes(holder);
};

/** The signed links that untick a preference (unsubscribe-token.ts). */
export type UnsubscribeList = Extract<MailingList, 'newsletter' | 'messagerie-candidat' | 'messagerie-recruteur'>;

export function preferences(strapi: Core.Strapi) {
  const uid = (holder: PreferenceHolder) => (holder === 'candidat' ? UIDS.candidate : UIDS.membership);
  /** The holder's row: a candidate's profile has both preferences, a membership only the messaging one. */
  const rowOf = (holder: PreferenceHolder, userId: number) =>
    holder === 'candidat'
      ? strapi.documents(UIDS.candidate).findFirst({ filters: { user: { id: userId } }, fields: ['newsletterOffres', 'emailMessagerie'] })
      : strapi.documents(UIDS.membership).findFirst({ filters: { user: { id: userId } }, fields: ['emailMessagerie'] });
  const checkedIn = (row: Partial<Record<Attribute, boolean | null>> | null, id: PreferenceId) =>
    row?.[PREFERENCES[id].attribute] ?? PREFERENCES[id].byDefault;

  return {
    async list(holder: PreferenceHolder, userId: number) {
      const row = await rowOf(holder, userId);
      return Object.keys(PREFERENCES)
        .filter(isPreferenceId)
        .filter((id) => holds(id, holder))
        .map((id) => ({ id, label: PREFERENCES[id].label, checked: Boolean(checkedIn(row, id)) }));
    },

    /** Ticks or unticks one preference; false when it is not one of the holder's. A candidate without a profile gets one. */
    async set(holder: PreferenceHolder, userId: number, id: PreferenceId, checked: boolean): Promise<boolean> {
      if (!holds(id, holder)) return false;
      const row = await rowOf(holder, userId);
      const data = { [PREFERENCES[id].attribute]: checked };
      if (row) await strapi.db.query(uid(holder)).update({ where: { id: row.id }, data });
      else if (holder === 'candidat') await strapi.documents(UIDS.candidate).create({ data: { ...data, user: userId } });
      else return false;
      return true;
    },

    /** Does this holder want the e-mail about unread messages? (Unset: yes.) */
    async wantsMessagingEmail(holder: PreferenceHolder, rowId: number): Promise<boolean> {
      const filters = { id: rowId };
      const row =
        holder === 'candidat'
          ? await strapi.documents(UIDS.candidate).findFirst({ filters, fields: ['emailMessagerie'] })
          : await strapi.documents(UIDS.membership).findFirst({ filters, fields: ['emailMessagerie'] });
      return row?.emailMessagerie !== false;
    },

    /** The signed link of an e-mail: no login, the holder's row id (a candidate's profile, a membership) and its signature. */
    async unsubscribe(list: UnsubscribeList, rowId: number) {
      if (list === 'newsletter') await strapi.db.query(UIDS.candidate).update({ where: { id: rowId }, data: { newsletterOffres: false } });
      else
        await strapi.db
          .query(uid(list === 'messagerie-candidat' ? 'candidat' : 'recruteur'))
          .update({ where: { id: rowId }, data: { emailMessagerie: false } });
    },
  };
}
