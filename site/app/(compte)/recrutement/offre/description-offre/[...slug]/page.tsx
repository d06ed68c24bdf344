import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { offerRoutes } from '@cep/domain/contracts';
import { OfferStep1Form } from '@/components/recruiter-offer/OfferStep1Form';
import { OnlineChangeNotice } from '@/components/recruiter-offer/OnlineChangeNotice';
import { StepIndicator } from '@/components/recruiter-offer/StepIndicator';
import { read } from '@/lib/cms/call';
import { fr } from '@/lib/i18n/fr';
import { readTokens } from '@/lib/session/cookies';

type Props = { params: Promise<{ slug: string[] }>; searchParams: Promise<{ enregistre?: string }> };

/** Presets of the new-offer routes (spec 01 §2): harvest = a CDD with the harvest box ticked; internship = Stage. */
const PRESETS: Record<string, { title: string; values: Record<string, unknown> }> = {
  '': { title: fr.recruiterOffer.newTitle, values: {} },
  vendanges: { title: fr.recruiterOffer.newHarvestTitle, values: { offreContrat: 2, emploivendagesaisonier: true } },
  stage: { title: fr.recruiterOffer.newInternshipTitle, values: { offreContrat: 5 } },
};

export const metadata: Metadata = { title: fr.recruiterOffer.newTitle, robots: { index: false } };

/**
 * Step 1: /recrutement/offre/description-offre/nouveau[/vendanges|/stage] for a new offer,
 * /recrutement/offre/description-offre/{id}[/stage] to edit one.
 */
export default async function StepOnePage({ params, searchParams }: Props) {
  const [first, suffix = '', ...rest] = (await params).slug;
  if (!first || rest.length > 0) notFound();
  // An online offer is corrected, not created: no payment step.
  const heading = (title: string, online = false) => (
    <>
      {!online && <StepIndicator current={1} />}
      <h1 className={`${online ? '' : 'mt-6 '}text-2xl font-bold text-vin-900`}>{title}</h1>
    </>
  );

  if (first === 'nouveau') {
    const preset = PRESETS[suffix];
    if (!preset) notFound();
    return (
      <>
        {heading(preset.title)}
        <div className="mt-6">
          <OfferStep1Form offerId={null} initial={preset.values} cover={null} />
        </div>
      </>
    );
  }

  if (suffix !== '' && suffix !== 'stage') notFound();
  const tokens = await readTokens();
  const view = tokens ? await read(offerRoutes.findOne, { params: { id: first }, jwt: tokens.jwt }) : null;
  if (!view) notFound();
  const { offre } = view;
  return (
    <>
      {heading(fr.recruiterOffer.editTitle, offre.enLigne)}
      {offre.enLigne && (
        <OnlineChangeNotice offer={offre} other={{ href: `/recrutement/offre/${offre.id}/description-entreprise`, step: 2 }} />
      )}
      {offre.etat === 'refusee' && offre.motifRefus && (
        <p role="status" className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          {fr.recruiterOffer.refused(offre.motifRefus)}
        </p>
      )}
      <div className="mt-6">
        {offre.modifiable ? (
          <OfferStep1Form
            offerId={offre.id}
            initial={offre}
            cover={offre.photocouverture}
            saved={(await searchParams).enregistre === '1'}
            online={offre.enLigne}
          />
        ) : (
          <p className="rounded-lg border border-stone-200 bg-white p-4 text-stone-800">{fr.recruiterOffer.notEditable}</p>
        )}
      </div>
    </>
  );
}
