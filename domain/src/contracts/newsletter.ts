import { z } from '../zod';
import type { Done } from '../responses/form';
import type { PreferenceList, PreferenceSet } from '../responses/newsletter';
import { route } from './route';

const holders = { roles: ['candidat', 'recruteur'] } as const;
const token = z.string().min(1).max(200);
const rowId = z.coerce.number().int().positive();

/**
 * A box of the preference centre: the preference's id and `1` (ticked) or `0`. The handler reads them: a box that is
 * not one of the holder's, or another `checked`, is refused as before (404 signed in, 400 from a signed link).
 */
const preferenceBox = z.object({ id: z.string().max(100), checked: z.string().max(100) });

/** The preference centre's signed link (no session): the user and its signature. */
export const signedPreferencesLink = z.object({ u: rowId, t: token });

/** The newsletter's one-click link (RFC 8058): the candidate's profile row and its signature. */
export const newsletterUnsubscribeLink = z.object({ c: rowId, t: token });

/** The unread-messages e-mail's one-click link: which side's e-mail (`l`), the holder's row and its signature. */
export const messagingUnsubscribeLink = z.object({ l: z.enum(['candidat', 'recrutement']), c: rowId, t: token });

/**
 * The preference centre (candidates; recruiters for the messaging e-mail) and the signed links of the e-mails: the
 * centre opened without logging in, the newsletter's and the messaging e-mail's unsubscribe (spec 02 §7; issues #15, #16).
 */
export const newsletterRoutes = {
  list: route<PreferenceList>()({
    method: 'GET',
    path: '/preference',
    summary: 'Each of the caller’s preferences with its label and whether it is ticked.',
    access: holders,
  }),
  set: route<PreferenceSet>()({
    method: 'POST',
    path: '/preference/webtosmc/:id/:checked',
    summary: 'Ticks (1) or unticks (0) one of the caller’s preferences (the spec’s GET; it changes data).',
    access: holders,
    params: preferenceBox,
    refusals: [404],
  }),
  signedList: route<PreferenceList>()({
    method: 'POST',
    path: '/preference/lien',
    summary: 'The preference centre opened from an e-mail’s signed link, without logging in.',
    access: { public: true },
    body: signedPreferencesLink,
    refusals: [400],
  }),
  signedSet: route<PreferenceSet>()({
    method: 'POST',
    path: '/preference/lien/:id/:checked',
    summary: 'One box of the preference centre opened from a signed link.',
    access: { public: true },
    params: preferenceBox,
    body: signedPreferencesLink,
    refusals: [400],
  }),
  unsubscribe: route<Done>()({
    method: 'POST',
    path: '/newsletter/desinscription',
    summary: 'The newsletter’s signed link or the mail client’s one-click: the candidate no longer receives it.',
    access: { public: true },
    body: newsletterUnsubscribeLink,
    refusals: [400],
  }),
  unsubscribeMessaging: route<Done>()({
    method: 'POST',
    path: '/messagerie/desinscription',
    summary: 'The unread-messages e-mail’s signed link: that side’s holder no longer receives it.',
    access: { public: true },
    body: messagingUnsubscribeLink,
    refusals: [400],
  }),
};
