import type { Metadata } from 'next';
import Link from 'next/link';
import { forbidden, notFound } from 'next/navigation';
import { availabilityText } from '@cep/domain';
import { pageRoutes } from '@cep/domain/contracts';
import { UnsolicitedForm } from '@/components/unsolicited/UnsolicitedForm';
import { getCandidateCv } from '@/lib/cms';
import { read } from '@/lib/cms/call';
import { fr } from '@/lib/i18n/fr';
import { readTokens } from '@/lib/session/cookies';
import { requireUser } from '@/lib/session/session';

const t = fr.unsolicited;

export const metadata: Metadata = { title: t.metaTitle, robots: { index: false } };

type Props = { params: Promise<{ id: string }> };

/**
 * « Candidature spontanée » to a company (issue #40 item 4), from its page or a subsidiary's: visitors log in first and
 * come back; only candidates write. In its own route group, like the apply page: it works without JavaScript.
 */
export default async function UnsolicitedPage({ params }: Props) {
  const { id } = await params;
  const user = await requireUser(`/entreprises/${encodeURIComponent(id)}/candidature-spontanee`);
  if (user.role !== 'candidat') forbidden();
  const tokens = await readTokens();
  const [company, cv] = await Promise.all([read(pageRoutes.company, { params: { id } }), getCandidateCv(tokens?.jwt ?? '')]);
  if (!company || company.data.type !== 'entreprise') notFound();
  const availability = cv?.disponibilitesVendanges ?? null;
  return (
    <div className="mx-auto max-w-2xl px-4 py-8">
      <Link href={`/entreprises/${encodeURIComponent(id)}`} className="text-sm text-vin-700 underline-offset-2 hover:underline">
        ← {t.back}
      </Link>
      <h1 className="mt-3 text-2xl font-bold text-vin-900">{t.title(company.data.nom)}</h1>
      <p className="mt-1 text-stone-700">{t.intro}</p>
      {availability && (
        <p className="mt-3 rounded-xl border border-sarment-100 bg-white p-4 text-sm text-stone-800">
          <span className="font-medium">{t.availability}</span> {availabilityText(availability)}
        </p>
      )}
      <div className="mt-6 rounded-xl border border-sarment-100 bg-white p-6 shadow-sm">
        <UnsolicitedForm companyId={company.data.id} companyName={company.data.nom} cvName={cv?.fichier?.nom ?? null} />
      </div>
    </div>
  );
}
