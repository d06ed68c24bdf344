import type { Metadata } from 'next';
import { fr } from '@/lib/i18n/fr';

const t = fr.offline;

export const metadata: Metadata = { title: t.title, robots: { index: false } };

/**
 * What the installed app shows offline for a page it has not kept (issue #41 item 3): said plainly, with what it
 * does keep. The service worker stores this page when it installs.
 */
export default function OfflinePage() {
  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <h1 className="text-2xl font-bold text-vin-900">{t.title}</h1>
      <p className="mt-3 text-stone-800">{t.text}</p>
      <ul className="mt-4 list-disc space-y-1 pl-6 text-stone-800">
        <li>
          <a href="/candidat/candidatures" className="font-semibold text-vin-700 underline underline-offset-2">
            {t.applications}
          </a>
        </li>
        <li>
          <a href="/candidat/selection" className="font-semibold text-vin-700 underline underline-offset-2">
            {t.shortlist}
          </a>
        </li>
      </ul>
    </div>
  );
}
