import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AvailabilitySection } from '@/components/candidate-cv/AvailabilitySection';
import { CvBuyers } from '@/components/candidate-cv/CvBuyers';
import { CvEditor } from '@/components/candidate-cv/CvEditor';
import { cvthequeRoutes } from '@cep/domain/contracts';
import { getCandidateCv } from '@/lib/cms';
import { read } from '@/lib/cms/call';
import { fr } from '@/lib/i18n/fr';
import { readTokens } from '@/lib/session/cookies';

export const metadata: Metadata = { title: fr.candidateCv.title, robots: { index: false } };

/** « Mon CV » (spec 02 §3–§5): the candidate's own CV, read from the cms on the server; every change is a server action. */
export default async function CandidateCvPage() {
  const tokens = await readTokens();
  const [view, buyers] = tokens
    ? await Promise.all([getCandidateCv(tokens.jwt), read(cvthequeRoutes.buyers, { jwt: tokens.jwt })])
    : [null, null];
  if (!view) notFound();
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="text-2xl font-bold text-vin-900">{fr.candidateCv.title}</h1>
      <p className="mt-2 text-stone-700">{fr.candidateCv.intro}</p>
      <div className="mt-6">
        <CvEditor view={view} />
      </div>
      <div className="mt-6">
        <AvailabilitySection initial={view.disponibilitesVendanges} />
      </div>
      <CvBuyers buyers={buyers?.acheteurs ?? []} />
    </div>
  );
}
