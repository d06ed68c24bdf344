import type { SiteLanguage } from '@cep/domain';
import { siteUrl } from '../../../email/site-url';
import { signLink, validLinkSignature } from '../../../utils/signed-link';

/** A worker's link to answer a start, without logging in: the answer row and until when it answers (the start's day). */
export const validStartSignature = (answerId: number, expiry: number, token: string): boolean =>
  validLinkSignature('demarrage', [answerId, expiry], token);

/**
 * The site's page for the link, `/vendanges/demarrage?r=…&e=…&t=…`; for a worker who reads another language, under it
 * (`/es/vendanges/demarrage?…`): the site keeps that language and opens the page in it, whatever the phone's own.
 */
export const startAnswerUrl = (answerId: number, expiry: number, language: SiteLanguage = 'fr') =>
  siteUrl(
    `${language === 'fr' ? '' : `/${language}`}/vendanges/demarrage?r=${answerId}&e=${expiry}&t=${signLink('demarrage', [answerId, expiry])}`,
  );
