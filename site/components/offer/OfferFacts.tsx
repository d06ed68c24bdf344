import { OFFER_PAGE_WORDS, offerFacts, type PublicOffer } from '@cep/domain';

/** The 'En bref' list of an offer page: only what the recruiter filled in. */
export function OfferFacts({ offer }: { offer: PublicOffer }) {
  return (
    <dl className="mt-3 space-y-2 text-sm">
      {offerFacts(offer).map((fact) => (
        <div key={fact.label} className="flex justify-between gap-4">
          <dt className="text-stone-600">{fact.label}</dt>
          <dd className="text-right font-medium">{fact.value}</dd>
        </div>
      ))}
      {offer.permisMobile && <p className="font-medium text-stone-800">{OFFER_PAGE_WORDS.permisMobile}</p>}
      {offer.teletravail && <p className="font-medium text-stone-800">{OFFER_PAGE_WORDS.teletravail}</p>}
    </dl>
  );
}
