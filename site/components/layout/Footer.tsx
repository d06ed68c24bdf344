import Link from 'next/link';
import type { SiteLanguage } from '@cep/domain/site-languages';
import { fr } from '@/lib/i18n/fr';
import { localizedPath } from '@/lib/i18n/language-paths';
import type { Translation } from '@/lib/i18n/translation';
import { LanguageSwitch } from './LanguageSwitch';

/** Under the columns: the blog, ways to reach Cep and the legal pages (French only, as the law writes them). */
const about = [
  { href: '/blog', label: fr.blog.nav },
  { href: '/contact', label: fr.contact.footer },
  ...Object.values(fr.legal.pages).map((p) => ({ href: p.href, label: p.title })),
];

export async function Footer({ language, t }: { language: SiteLanguage; t: Translation }) {
  const columns = [
    {
      title: t.footer.candidats,
      links: [
        { href: localizedPath(language, '/offres'), label: t.footer.rechercherOffre },
        { href: localizedPath(language, '/vendanges'), label: t.footer.vendanges },
      ],
    },
    { title: t.footer.recruteurs, links: [{ href: '/inscription?type=recruteur', label: t.footer.creerCompte }] },
    { title: t.footer.ecoles, links: [{ href: '/inscription?type=ecole', label: t.footer.creerCompte }] },
  ];
  return (
    <footer className="mt-16 bg-vin-900 text-vin-50">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 md:grid-cols-4">
        <div>
          <p className="text-lg font-bold">{t.site.name}</p>
          <p className="mt-2 text-sm text-vin-100">{t.footer.apropos}</p>
        </div>
        {columns.map((column) => (
          <div key={column.title}>
            <h2 className="text-sm font-semibold uppercase tracking-wide">{column.title}</h2>
            <ul className="mt-3 space-y-2 text-sm">
              {column.links.map((link) => (
                <li key={link.label}>
                  <Link href={link.href} className="text-vin-100 underline-offset-2 hover:underline">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <LanguageSwitch language={language} label={t.languages.switchLabel} />
      <nav aria-label={t.footer.aboutLabel} className="mx-auto max-w-6xl px-4 pb-6">
        <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
          {about.map((link) => (
            <li key={link.href}>
              <Link href={link.href} className="text-vin-100 underline-offset-2 hover:underline">
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className="border-t border-vin-800 px-4 py-4 text-center text-xs text-vin-100">
        © {new Date().getFullYear()} {t.footer.droits}
      </p>
    </footer>
  );
}
