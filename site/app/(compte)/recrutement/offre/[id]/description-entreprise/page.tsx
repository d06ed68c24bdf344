import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { offerRoutes } from '@cep/domain/contracts';
import { OfferStep2Form } from '@/components/recruiter-offer/OfferStep2Form';
import { OnlineChangeNotice } from '@/components/recruiter-offer/OnlineChangeNotice';
import { StepIndicator } from '@/components/recruiter-offer/StepIndicator';
import { read } from '@/lib/cms/call';
import { fr } from '@/lib/i18n/fr';
import { readTokens } from '@/lib/session/cookies';

export const metadata: Metadata = { title: fr.recruiterOffer.step2.title, robots: { index: false } };

/** Step 2: /recrutement/offre/{id}/description-entreprise (spec 02 §2). */
export default async function StepTwoPage({ params }: { params: Promise<{ id: string }> }) {
  const tokens = await readTokens();
  const view = tokens ? await read(offerRoutes.companyStep, { params: { id: (await params).id }, jwt: tokens.jwt }) : null;
  if (!view) notFound();
  return (
    <>
      {!view.offre.enLigne && <StepIndicator current={2} />}
      <h1 className={`${view.offre.enLigne ? '' : 'mt-6 '}text-2xl font-bold text-vin-900`}>{fr.recruiterOffer.step2.title}</h1>
      <p className="mt-1 text-stone-700">{view.offre.titre}</p>
      {view.offre.enLigne && <OnlineChangeNotice offer={view.offre} other={{ href: view.route, step: 1 }} />}
      <div className="mt-6">
        {view.offre.modifiable ? (
          <OfferStep2Form view={view} />
        ) : (
          <p className="rounded-lg border border-stone-200 bg-white p-4">{fr.recruiterOffer.notEditable}</p>
        )}
      </div>
    </>
  );
}
