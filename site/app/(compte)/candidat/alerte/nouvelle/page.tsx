import type { Metadata } from 'next';
import Link from 'next/link';
import { DEFAULT_RADIUS_KM } from '@cep/domain';
import { AlertForm } from '@/components/alerts/AlertForm';
import { fr } from '@/lib/i18n/fr';

const t = fr.alerts;

export const metadata: Metadata = { title: t.newTitle, robots: { index: false } };

const EMPTY = {
  zonegeo: [],
  rayon: DEFAULT_RADIUS_KM,
  contrats: [],
  domaines: [],
  experience: [],
  niveaux: [],
  vendanges: false,
  saison: [],
  teletravail: false,
};

/** The alert-saving page (spec 02 §2): a new alert from scratch. */
export default function NewAlertPage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <Link href="/candidat/alerte" className="text-sm font-semibold text-vin-700 underline">
        {t.back}
      </Link>
      <h1 className="mt-3 text-2xl font-bold text-vin-900">{t.newTitle}</h1>
      <AlertForm id={null} initial={{ criteres: EMPTY, zones: [], frequence: 'quotidienne' }} />
    </div>
  );
}
