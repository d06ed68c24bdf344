import Link from 'next/link';
import { LoginDialogLink } from '@/components/auth/LoginDialogLink';
import { UnreadBadge } from '@/components/messaging/LazyUnreadBadge';
import type { SiteLanguage } from '@cep/domain/site-languages';
import { fr } from '@/lib/i18n/fr';
import { localizedPath } from '@/lib/i18n/language-paths';
import { formWords } from '@/lib/i18n/page-language';
import type { Translation } from '@/lib/i18n/translation';
import { CmsError } from '@/lib/cms';
import { getSessionUser } from '@/lib/session/session';
import { Logo } from './Logo';
import { LogoutButton } from './LogoutButton';
import { MobileMenu } from './MobileMenu';
import { candidateLinks, mainLinks, memberLinks, recruiterLinks, schoolLinks, visitorLinks } from './nav-links';

type NavLink = { href: string; label: string; primary?: boolean };

/** The frame's links in the page's language: the worker's path is translated, the rest of Cep stays French. */
function inLanguage(links: readonly NavLink[], language: SiteLanguage, t: Translation): NavLink[] {
  const labels: Record<string, string> = {
    '/offres': t.nav.offres,
    '/formations': t.nav.formations,
    '/evenements': t.nav.evenements,
    '/connexion': t.nav.connexion,
    '/inscription': t.nav.inscription,
    '/mon-compte': t.login.account,
  };
  return links.map((link) => ({ ...link, href: localizedPath(language, link.href), label: labels[link.href] ?? link.label }));
}

export async function Header({ language, t }: { language: SiteLanguage; t: Translation }) {
  // The session could not be checked (the cms is down): the header shows a visitor's links, and the page below,
  // if it needs the session, says the service is unavailable (its error boundary, inside this layout).
  const user = await getSessionUser().catch((error: unknown) => {
    if (error instanceof CmsError) return null;
    throw error;
  });
  const loggedIn = Boolean(user);
  const roleLinks =
    user?.role === 'candidat' ? candidateLinks : user?.role === 'recruteur' ? recruiterLinks : user?.role === 'ecole' ? schoolLinks : [];
  const main = inLanguage(mainLinks, language, t);
  const accountLinks = inLanguage(user ? [...roleLinks, ...memberLinks] : visitorLinks, language, t);
  const topLinks = inLanguage(user ? memberLinks : visitorLinks, language, t);
  const messagingSide = user?.role === 'candidat' ? 'candidat' : user?.role === 'recruteur' ? 'recrutement' : null;
  return (
    <header className="border-b border-sarment-100 bg-white">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
        <Logo label={t.nav.accueil} name={t.site.name} />
        <nav aria-label={t.nav.label} className="hidden md:block">
          <ul className="flex items-center gap-6 text-sm font-medium">
            {main.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className="text-stone-700 hover:text-vin-700">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="hidden items-center gap-3 text-sm font-medium md:flex">
          {!loggedIn && (
            <LoginDialogLink
              label={t.nav.connexion}
              className="text-stone-700 hover:text-vin-700"
              words={language === 'fr' ? undefined : t.login}
              kit={language === 'fr' ? undefined : formWords(language)}
            />
          )}
          {messagingSide && <UnreadBadge side={messagingSide} className="text-stone-700 hover:text-vin-700" />}
          {topLinks
            .filter((link) => link.href !== '/connexion')
            .map((link) => (
              <Link
                key={link.href}
                href={link.href}
                className={
                  link.primary ? 'rounded-full bg-vin-700 px-4 py-2 text-white hover:bg-vin-800' : 'text-stone-700 hover:text-vin-700'
                }
              >
                {link.label}
              </Link>
            ))}
          {loggedIn && <LogoutButton className="text-stone-700 hover:text-vin-700" />}
        </div>
        <MobileMenu
          labels={{ menu: t.nav.menu, close: t.nav.fermer, navigation: t.nav.label }}
          links={[...main, ...accountLinks]}
          messaging={messagingSide}
          logout={loggedIn ? <LogoutButton className="block w-full py-3 text-left text-stone-800" /> : null}
        />
      </div>
      {roleLinks.length > 0 && (
        // The role's own pages on a second row (issue #17 item 4): the first row never wraps, whatever the role.
        <nav aria-label={fr.nav.roleLabel} className="hidden border-t border-sarment-100 bg-sarment-50 md:block">
          <ul className="mx-auto flex max-w-6xl gap-6 overflow-x-auto px-4 py-2 text-sm font-medium">
            {roleLinks.map((link) => (
              <li key={link.href} className="shrink-0">
                <Link href={link.href} className="text-stone-700 hover:text-vin-700">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </header>
  );
}
