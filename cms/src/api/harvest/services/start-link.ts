import { siteUrl } from '../../../email/site-url';
import { signLink, validLinkSignature } from '../../../utils/signed-link';

/** A worker's link to answer a start, without logging in: the answer row and until when it answers (the start's day). */
export const validStartSignature = (answerId: number, expiry: number, token: string): boolean =>
  validLinkSignature('demarrage', [answerId, expiry], token);

/** The site's page for the link, `/vendanges/demarrage?r=…&e=…&t=…`. */
export const startAnswerUrl = (answerId: number, expiry: number) =>
  siteUrl(`/vendanges/demarrage?r=${answerId}&e=${expiry}&t=${signLink('demarrage', [answerId, expiry])}`);
