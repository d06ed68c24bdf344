import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { AlertForm } from '@/components/alerts/AlertForm';
import { alertRoutes } from '@cep/domain/contracts';
import { read } from '@/lib/cms/call';
import { fr } from '@/lib/i18n/fr';
import { readTokens } from '@/lib/session/cookies';

const t = fr.alerts;

export const metadata: Metadata = { title: t.editTitle, robots: { index: false } };

/** `/candidat/alerte/{id}` (spec 02 §2): one alert, edited; another candidate's alert is not found. */
export default async function AlertPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const tokens = await readTokens();
  const answer = tokens ? await read(alertRoutes.findOne, { params: { id }, jwt: tokens.jwt }) : null;
  if (!answer) notFound();
  const alert = answer.alerte;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <Link href="/candidat/alerte" className="text-sm font-semibold text-vin-700 underline">
        {t.back}
      </Link>
      <h1 className="mt-3 text-2xl font-bold text-vin-900">{t.editTitle}</h1>
      <p className="mt-1 text-stone-700">{alert.libelle}</p>
      <AlertForm id={alert.id} initial={{ criteres: alert.criteres, zones: alert.zones, frequence: alert.frequence }} />
    </div>
  );
}
