import type { Metadata } from 'next';
import Link from 'next/link';
import { LoginDialogLink } from '@/components/auth/LoginDialogLink';
import { ActiveFilters } from '@/components/offers/ActiveFilters';
import { AlertButton } from '@/components/offers/AlertButton';
import { OfferCard } from '@/components/offers/OfferCard';
import { Pagination } from '@/components/offers/Pagination';
import { SearchFilters } from '@/components/offers/SearchFilters';
import { SkipToResults } from '@/components/search/SearchWhereWhat';
import { offersHref, readSearchParams, type RawSearchParams } from '@/components/offers/search-params';
import { createSearchAlertAction } from '@/lib/actions/alerts';
import { searchOffers } from '@/lib/cms';
import { fr } from '@/lib/i18n/fr';
import { withTypedCommune } from '@/lib/typed-commune';

export const metadata: Metadata = {
  title: fr.offers.title,
  description: fr.offers.metaDescription,
  alternates: { canonical: '/offres' },
};

export default async function OffersPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  const { input, unknownCommune } = await withTypedCommune(readSearchParams(await searchParams));
  const result = await searchOffers(input);

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-2xl font-bold text-vin-900 md:text-3xl">{fr.offers.title}</h1>
      <SkipToResults />
      <div className="mt-6">
        <SearchFilters input={input} facets={result.facets} />
      </div>
      <ActiveFilters input={input} />
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm font-medium text-stone-700" id="resultats" tabIndex={-1} aria-live="polite">
          {unknownCommune ? `${fr.offers.unknownCommune(unknownCommune)} ` : ''}
          {result.exact === false && result.total > 0 ? `${fr.offers.notExact} ` : ''}
          {fr.offers.results(result.total)}
        </p>
        <AlertButton
          createAction={createSearchAlertAction}
          query={new URLSearchParams(input).toString()}
          label={fr.offers.createAlert}
          manageLink={
            <Link href="/candidat/alerte" className="font-semibold text-vin-700 underline">
              {fr.alerts.manage}
            </Link>
          }
          loginLink={<LoginDialogLink className="font-semibold text-vin-700 underline" />}
        />
      </div>
      {result.hits.length + result.aLaUne.length === 0 && result.total > 0 ? (
        // A page past the last one (an old link): the offers exist, this page of them does not.
        <div className="mt-6 rounded-xl bg-white p-8 text-center">
          <p className="font-semibold">{fr.offers.pastLastPage(result.totalPages)}</p>
          <Link
            href={offersHref(input, { page: String(result.totalPages) })}
            className="mt-2 inline-block font-semibold text-vin-700 underline"
          >
            {fr.offers.backToLastPage}
          </Link>
        </div>
      ) : result.hits.length + result.aLaUne.length === 0 ? (
        <div className="mt-6 rounded-xl bg-white p-8 text-center">
          <p className="font-semibold">{fr.offers.empty}</p>
          <p className="mt-1 text-sm text-stone-600">{fr.offers.emptyHint}</p>
        </div>
      ) : (
        <ul className="mt-4 grid gap-4 md:grid-cols-2">
          {result.aLaUne.map((offer) => (
            <li key={offer.id}>
              <OfferCard offer={offer} featured />
            </li>
          ))}
          {result.hits.map((offer) => (
            <li key={offer.id}>
              <OfferCard offer={offer} />
            </li>
          ))}
        </ul>
      )}
      <Pagination hrefOf={(page) => offersHref(input, { page: String(page) })} page={result.page} totalPages={result.totalPages} />
    </div>
  );
}
