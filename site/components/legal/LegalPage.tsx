import Link from 'next/link';
import type { ReactNode } from 'react';
import { fr } from '@/lib/i18n/fr';

const t = fr.legal;

/** The frame of a legal page: its title, the date of its text, the text, and links to the other legal pages. */
export function LegalPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-3xl font-bold text-vin-900">{title}</h1>
      <p className="mt-2 text-sm text-stone-600">{t.updated}</p>
      <div className="legal-text mt-6 space-y-4 leading-relaxed text-stone-800">{children}</div>
      <nav aria-label={t.nav} className="mt-10 border-t border-stone-200 pt-6">
        <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
          {Object.values(t.pages).map((page) => (
            <li key={page.href}>
              <Link href={page.href} className="text-vin-700 underline">
                {page.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
