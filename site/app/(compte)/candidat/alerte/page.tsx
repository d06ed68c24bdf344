import type { Metadata } from 'next';
import Link from 'next/link';
import { AlertList } from '@/components/alerts/AlertList';
import { alertRoutes } from '@cep/domain/contracts';
import { read } from '@/lib/cms/call';
import { fr } from '@/lib/i18n/fr';
import { readTokens } from '@/lib/session/cookies';

const t = fr.alerts;

export const metadata: Metadata = { title: t.title, robots: { index: false } };

/** `/candidat/alerte/` (spec 02 §2): the candidate's search alerts. */
export default async function AlertsPage() {
  const tokens = await readTokens();
  const answer = tokens ? await read(alertRoutes.list, { jwt: tokens.jwt }) : null;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-vin-900">{t.title}</h1>
        <Link
          href="/candidat/alerte/nouvelle"
          className="rounded-full bg-vin-700 px-4 py-2 text-sm font-semibold text-white hover:bg-vin-800"
        >
          {t.create}
        </Link>
      </div>
      <p className="mt-2 text-stone-700">{t.intro}</p>
      <AlertList alerts={answer?.alertes ?? []} />
    </div>
  );
}
