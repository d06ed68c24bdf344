import { headers } from 'next/headers';
import { LANGUAGE_OWN_NAMES, SITE_LANGUAGES, type SiteLanguage } from '@cep/domain/site-languages';
import { splitLanguagePrefix, switchPath } from '@/lib/i18n/language-paths';

/**
 * The six languages, each named in itself (issue #41 item 2). Plain links (no script): `/{language}` before this
 * page's path, which the proxy keeps in a cookie before going on to the page in that language.
 */
export async function LanguageSwitch({ language, label }: { language: SiteLanguage; label: string }) {
  const address = (await headers()).get('x-cep-path') ?? '/';
  const [pathname = '/', query] = address.split('?', 2);
  const path = (splitLanguagePrefix(pathname)?.path ?? pathname) + (query === undefined ? '' : `?${query}`);
  return (
    <nav aria-label={label} className="mx-auto max-w-6xl px-4 pb-6">
      <ul className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
        {SITE_LANGUAGES.map((other) => (
          <li key={other}>
            <a
              href={switchPath(other, path)}
              hrefLang={other}
              lang={other}
              aria-current={other === language ? 'true' : undefined}
              className={other === language ? 'font-semibold text-white' : 'text-vin-100 underline underline-offset-2 hover:text-white'}
            >
              {LANGUAGE_OWN_NAMES[other]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
