import { siteUrl } from '../../../email/site-url';
import { unsubscribeToken } from './unsubscribe-token';

/**
 * The preference centre of one user, reachable from every e-mail Cep sends them without logging in (issue #16
 * item 8): the user's id signed for the 'preferences' purpose, so the link cannot be turned to someone else.
 */
export const preferencesUrl = (userId: number) => siteUrl(`/preferences?u=${userId}&t=${unsubscribeToken(userId, 'preferences')}`);
