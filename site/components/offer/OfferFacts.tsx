import { harvestFacts, labelTranslator, offerFacts, type OfferFact, type PublicOffer } from '@cep/domain';
import { pageWords } from '@/lib/i18n/page-language';

function FactRows({ facts }: { facts: OfferFact[] }) {
  return facts.map((fact) => (
    <div key={fact.label} className="flex justify-between gap-4">
      <dt className="text-stone-600">{fact.label}</dt>
      <dd className="text-right font-medium">{fact.value}</dd>
    </div>
  ));
}

/** The 'En bref' list of an offer page: only what the recruiter filled in. */
export async function OfferFacts({ offer }: { offer: PublicOffer }) {
  const { o } = await pageWords();
  return (
    <dl className="mt-3 space-y-2 text-sm">
      <FactRows facts={offerFacts(offer, o, labelTranslator(o))} />
      {offer.permisMobile && <p className="font-medium text-stone-800">{o.page.permisMobile}</p>}
      {offer.teletravail && <p className="font-medium text-stone-800">{o.page.teletravail}</p>}
    </dl>
  );
}

/** A harvest offer's « La saison » (issue #40): when it starts, the positions, housing, meals, transport. */
export async function HarvestFacts({ offer }: { offer: PublicOffer }) {
  if (!offer.vendangesDetail) return null;
  const { o } = await pageWords();
  return (
    <>
      <h2 className="mt-6 text-base font-semibold">{o.page.season}</h2>
      <dl className="mt-3 space-y-2 text-sm">
        <FactRows facts={harvestFacts(offer.vendangesDetail, o)} />
      </dl>
    </>
  );
}
