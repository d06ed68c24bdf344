import type { Metadata } from 'next';
import type { OfferHit } from '@cep/domain';
import Link from 'next/link';
import { LoginDialogLink } from '@/components/auth/LoginDialogLink';
import { ActiveFilters } from '@/components/offers/ActiveFilters';
import { AlertButton } from '@/components/offers/AlertButton';
import { Photo } from '@/components/content/Photo';
import { OfferCard } from '@/components/offers/OfferCard';
import { Pagination } from '@/components/offers/Pagination';
import { SearchFilters } from '@/components/offers/SearchFilters';
import { SkipToResults } from '@/components/search/SearchWhereWhat';
import { offersHref, readSearchParams, type RawSearchParams } from '@/components/offers/search-params';
import { createSearchAlertAction } from '@/lib/actions/alerts';
import { searchOffers } from '@/lib/cms';
import { fr } from '@/lib/i18n/fr';
import { languageAlternates } from '@/lib/i18n/alternates';
import { localizedPath } from '@/lib/i18n/language-paths';
import { formWords, pageWords } from '@/lib/i18n/page-language';
import { withTypedCommune } from '@/lib/typed-commune';

export async function generateMetadata(): Promise<Metadata> {
  const { language, t } = await pageWords();
  return { title: t.offers.title, description: t.offers.metaDescription, alternates: languageAlternates(language, '/offres') };
}

export default async function OffersPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  const { input, unknownCommune } = await withTypedCommune(readSearchParams(await searchParams));
  const words = await pageWords();
  const { language, t } = words;
  const result = await searchOffers(input);
  const selectable = input.vendanges === '1';
  const select = (offer: OfferHit) =>
    selectable && offer.harvest ? (
      <label className="absolute bottom-3 right-3 z-10 flex items-center gap-2 rounded-full border border-sarment-100 bg-white px-3 py-1 text-sm font-semibold text-stone-800">
        <input type="checkbox" name="offre" value={offer.id} className="h-4 w-4 accent-vin-700" />
        <span aria-hidden="true">{t.applyMany.select}</span>
        <span className="sr-only">
          {t.applyMany.selectOffer((language !== 'fr' && offer.titles?.[language]) || offer.title, offer.company)}
        </span>
      </label>
    ) : null;
  const cards = (
    <ul className="mt-4 grid gap-4 md:grid-cols-2">
      {result.aLaUne.map((offer) => (
        <li key={offer.id} className="relative">
          <OfferCard offer={offer} words={words} featured />
          {select(offer)}
        </li>
      ))}
      {result.hits.map((offer) => (
        <li key={offer.id} className="relative">
          <OfferCard offer={offer} words={words} />
          {select(offer)}
        </li>
      ))}
    </ul>
  );

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-2xl font-bold text-vin-900 md:text-3xl">{t.offers.title}</h1>
      <SkipToResults />
      <div className="mt-6">
        <SearchFilters input={input} facets={result.facets} />
      </div>
      <ActiveFilters input={input} />
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm font-medium text-stone-700" id="resultats" tabIndex={-1} aria-live="polite">
          {unknownCommune ? `${t.offers.unknownCommune(unknownCommune)} ` : ''}
          {result.exact === false && result.total > 0 ? `${t.offers.notExact} ` : ''}
          {t.offers.results(result.total)}
        </p>
        <AlertButton
          createAction={createSearchAlertAction}
          query={new URLSearchParams(input).toString()}
          label={t.offers.createAlert}
          manageLink={
            <Link href="/candidat/alerte" className="font-semibold text-vin-700 underline">
              {fr.alerts.manage}
            </Link>
          }
          loginLink={
            <LoginDialogLink
              className="font-semibold text-vin-700 underline"
              words={language === 'fr' ? undefined : t.login}
              kit={language === 'fr' ? undefined : formWords(language)}
            />
          }
        />
      </div>
      {result.hits.length + result.aLaUne.length === 0 && result.total > 0 ? (
        // A page past the last one (an old link): the offers exist, this page of them does not.
        <div className="mt-6 rounded-xl bg-white p-8 text-center">
          <p className="font-semibold">{t.offers.pastLastPage(result.totalPages)}</p>
          <Link
            href={localizedPath(language, offersHref(input, { page: String(result.totalPages) }))}
            className="mt-2 inline-block font-semibold text-vin-700 underline"
          >
            {t.offers.backToLastPage}
          </Link>
        </div>
      ) : result.hits.length + result.aLaUne.length === 0 ? (
        <div className="mt-6 rounded-xl bg-white p-8 text-center">
          <div className="mx-auto mb-4 max-w-sm">
            <Photo name="grappes" sizes="384px" lang={language === 'fr' ? undefined : 'fr'} />
          </div>
          <p className="font-semibold">{t.offers.empty}</p>
          <p className="mt-1 text-sm text-stone-600">{t.offers.emptyHint}</p>
        </div>
      ) : selectable ? (
        // A harvest search: the cards can be ticked and sent to « Postuler à plusieurs offres » (a GET form, no script).
        <form action="/offres/postuler-plusieurs" method="get" aria-label={t.applyMany.title}>
          <p className="mt-4 text-sm text-stone-700">{t.applyMany.selectionHint}</p>
          {cards}
          <div className="sticky bottom-0 z-20 mt-4 flex justify-end bg-sarment-50/95 py-3">
            <button type="submit" className="rounded-full bg-vin-700 px-5 py-2 font-semibold text-white hover:bg-vin-800">
              {t.applyMany.submitSelection}
            </button>
          </div>
        </form>
      ) : (
        cards
      )}
      <Pagination
        hrefOf={(page) => localizedPath(language, offersHref(input, { page: String(page) }))}
        page={result.page}
        totalPages={result.totalPages}
      />
    </div>
  );
}
