import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { offerRoutes } from '@cep/domain/contracts';
import { OfferTranslationsForm } from '@/components/recruiter-offer/OfferTranslationsForm';
import { OnlineChangeNotice } from '@/components/recruiter-offer/OnlineChangeNotice';
import { read } from '@/lib/cms/call';
import { recruiterOffer } from '@/lib/i18n/fr/recruiter-offer';
import { readTokens } from '@/lib/session/cookies';

const t = recruiterOffer.recruiterOffer.translations;

export const metadata: Metadata = { title: t.title, robots: { index: false } };

/**
 * /recrutement/offre/{id}/traductions (issue #41 item 1): the recruiter writes the offer in the season's languages
 * beside the French text, which stays the reference; online, the translations wait for a moderator like any change.
 */
export default async function OfferTranslationsPage({ params }: { params: Promise<{ id: string }> }) {
  const tokens = await readTokens();
  const view = tokens ? await read(offerRoutes.translations, { params: { id: (await params).id }, jwt: tokens.jwt }) : null;
  if (!view) notFound();
  return (
    <>
      <h1 className="text-2xl font-bold text-vin-900">{t.title}</h1>
      <p className="mt-1 text-stone-700">
        {t.reference} <strong>{view.offre.titre}</strong>
      </p>
      <div className="mt-4 space-y-2 rounded-lg border border-sarment-100 bg-white p-4 text-sm text-stone-800">
        <p>{t.lead}</p>
        <p className="font-semibold">{t.authoritative}</p>
        <p>{t.noTranslationService}</p>
      </div>
      {view.offre.enLigne && <OnlineChangeNotice offer={view.offre} other={{ href: view.route, step: 1 }} />}
      <div className="mt-6">
        {view.offre.modifiable ? (
          <OfferTranslationsForm view={view} />
        ) : (
          <p className="rounded-lg border border-stone-200 bg-white p-4">{recruiterOffer.recruiterOffer.notEditable}</p>
        )}
      </div>
    </>
  );
}
