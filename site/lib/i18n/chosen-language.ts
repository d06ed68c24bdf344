import 'server-only';
import { cookies, headers } from 'next/headers';
import { isSiteLanguage, preferredLanguage, type SiteLanguage } from '@cep/domain/site-languages';
import { LANGUAGE_COOKIE } from './language-paths';

/**
 * The language the worker chose (the switch's cookie, else the browser's), on a page that stays French: what it says
 * to them alone (the notice of an application just sent) can still be in their language.
 */
export async function chosenLanguage(): Promise<SiteLanguage> {
  const kept = (await cookies()).get(LANGUAGE_COOKIE)?.value;
  return isSiteLanguage(kept) ? kept : preferredLanguage((await headers()).get('accept-language'));
}
