import type { Metadata } from 'next';
import Link from 'next/link';
import { CvAlertManager } from '@/components/cvtheque/CvAlertManager';
import { alertRoutes } from '@cep/domain/contracts';
import { read } from '@/lib/cms/call';
import { fr } from '@/lib/i18n/fr';
import { readTokens } from '@/lib/session/cookies';

const t = fr.cvAlerts;

export const metadata: Metadata = { title: t.title, robots: { index: false } };

/** Recruiter alert management (spec 02 §2, §3): the account's CV alerts. */
export default async function CvAlertsPage() {
  const tokens = await readTokens();
  const answer = tokens ? await read(alertRoutes.cvList, { jwt: tokens.jwt }) : null;
  return (
    <>
      <Link href="/recrutement/cvtheque" className="text-sm font-semibold text-vin-700 underline">
        {t.back}
      </Link>
      <h1 className="mt-3 text-2xl font-bold text-vin-900">{t.title}</h1>
      <p className="mt-2 mb-6 text-stone-700">{t.intro}</p>
      <CvAlertManager alerts={answer?.alertes ?? []} />
    </>
  );
}
