import { headers } from 'next/headers';
import { LANGUAGE_OWN_NAMES, SITE_LANGUAGES, type SiteLanguage } from '@cep/domain/site-languages';
import { chosenLanguage } from '@/lib/i18n/chosen-language';
import { splitLanguagePrefix, switchPath } from '@/lib/i18n/language-paths';
import { translation } from '@/lib/i18n/page-language';

/**
 * The six languages, each named in itself (issue #41 item 2). Plain links (no script) to the proxy's switch, which
 * keeps the choice in a cookie and goes on to this page in that language. On a page that exists in French only, the
 * language chosen is marked and a line in it says so.
 */
export async function LanguageSwitch({ language, label }: { language: SiteLanguage; label: string }) {
  const address = (await headers()).get('x-cep-path') ?? '/';
  const [pathname = '/', query] = address.split('?', 2);
  const path = (splitLanguagePrefix(pathname)?.path ?? pathname) + (query === undefined ? '' : `?${query}`);
  const chosen = await chosenLanguage();
  const marked = language === 'fr' ? chosen : language;
  return (
    <nav aria-label={label} className="mx-auto max-w-6xl px-4 pb-6">
      <ul className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
        {SITE_LANGUAGES.map((other) => (
          <li key={other}>
            <a
              href={switchPath(other, path)}
              hrefLang={other}
              lang={other}
              aria-current={other === marked ? 'true' : undefined}
              className={other === marked ? 'font-semibold text-white' : 'text-vin-100 underline underline-offset-2 hover:text-white'}
            >
              {LANGUAGE_OWN_NAMES[other]}
            </a>
          </li>
        ))}
      </ul>
      {marked !== language && (
        <p lang={marked} className="mt-2 text-sm text-vin-100">
          {translation(marked).languages.frenchOnly}
        </p>
      )}
    </nav>
  );
}
