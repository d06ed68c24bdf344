import Link from 'next/link';
import { fr } from '@/lib/i18n/fr';

const columns = [
  {
    title: fr.footer.candidats,
    links: [
      { href: '/offres', label: fr.footer.rechercherOffre },
      { href: '/vendanges', label: fr.footer.vendanges },
    ],
  },
  { title: fr.footer.recruteurs, links: [{ href: '/inscription?type=recruteur', label: fr.footer.creerCompte }] },
  { title: fr.footer.ecoles, links: [{ href: '/inscription?type=ecole', label: fr.footer.creerCompte }] },
];

/** Under the columns: the blog, ways to reach Cep and the legal pages. */
const about = [
  { href: '/blog', label: fr.blog.nav },
  { href: '/contact', label: fr.contact.footer },
  ...Object.values(fr.legal.pages).map((p) => ({ href: p.href, label: p.title })),
];

export function Footer() {
  return (
    <footer className="mt-16 bg-vin-900 text-vin-50">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 md:grid-cols-4">
        <div>
          <p className="text-lg font-bold">{fr.site.name}</p>
          <p className="mt-2 text-sm text-vin-100">{fr.footer.apropos}</p>
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
      <nav aria-label={fr.footer.aboutLabel} className="mx-auto max-w-6xl px-4 pb-6">
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
        © {new Date().getFullYear()} {fr.footer.droits}
      </p>
    </footer>
  );
}
