import type { Metadata } from 'next';
import Link from 'next/link';
import { offersByWineRegion, todayIso } from '@cep/domain';
import { jobDatingRoutes } from '@cep/domain/contracts';
import { Photo } from '@/components/content/Photo';
import { OfferCard } from '@/components/offers/OfferCard';
import { searchOffers } from '@/lib/cms';
import { readKept } from '@/lib/cms/call';
import { fr } from '@/lib/i18n/fr';
import { languageAlternates } from '@/lib/i18n/alternates';
import { localizedPath } from '@/lib/i18n/language-paths';
import { pageWords, type PageWords } from '@/lib/i18n/page-language';

export async function generateMetadata(): Promise<Metadata> {
  const { language, t } = await pageWords();
  return {
    title: t.harvestLanding.metaTitle,
    description: t.harvestLanding.metaDescription,
    alternates: languageAlternates(language, '/vendanges'),
  };
}

/** Cards in each of the page's two short lists: a phone's screen or two. */
const SHORT_LIST = 4;
const button = 'inline-block rounded-full bg-vin-700 px-5 py-3 font-semibold text-white hover:bg-vin-800';
const secondary = 'inline-block rounded-full border border-vin-700 bg-white px-5 py-3 font-semibold text-vin-700 hover:bg-vin-50';
const link = 'font-semibold text-vin-700 underline underline-offset-2 hover:text-vin-800';

/**
 * `/vendanges`, the season's landing page (issue #40 item 7), phone first: the offers by wine region with their
 * counts, the map of departments (an image drawn on the server, `carte.svg`), the soonest starts and the offers with
 * housing. Three searches every visitor shares (kept by the site), so the page is the same for everyone.
 */
export default async function HarvestLandingPage() {
  const words = await pageWords();
  const { language } = words;
  const t = words.t.harvestLanding;
  const [all, soonest, housed, days] = await Promise.all([
    searchOffers({ vendanges: '1' }),
    // Soonest first among those not yet started: a harvest under way is no longer a « départ ».
    searchOffers({ vendanges: '1', tri: 'debut', disponibleDu: todayIso() }),
    searchOffers({ vendanges: '1', logement: '1' }),
    // The upcoming job-dating days, kept like the pages (their places move live on their own page).
    readKept(['pages'], jobDatingRoutes.list, {}),
  ]);
  // The department facet counts an offer in each department it names; each region's figure is its own search, so
  // the link says what `/offres` then shows.
  const regions = (
    await Promise.all(
      offersByWineRegion(all.facets.departments ?? {}).map(async (region) => ({
        ...region,
        offres: (await searchOffers({ vendanges: '1', departement: region.departements.join(',') })).total,
      })),
    )
  )
    .filter((region) => region.offres > 0)
    .sort((a, b) => b.offres - a.offres || a.nom.localeCompare(b.nom, 'fr'));
  const regionHref = (departements: string[]) =>
    `${localizedPath(language, '/offres')}?${new URLSearchParams([['vendanges', '1'], ...departements.map((code) => ['departement', code])]).toString()}`;

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-2xl font-bold text-vin-900 md:text-3xl">{t.title}</h1>
      <p className="mt-2 max-w-2xl text-stone-700">{t.lead}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        {all.total > 0 && (
          <Link href={localizedPath(language, '/offres?vendanges=1')} className={button}>
            {t.all(all.total)}
          </Link>
        )}
        {housed.total > 0 && (
          <Link href={localizedPath(language, '/offres?vendanges=1&logement=1')} className={secondary}>
            {t.housed(housed.total)}
          </Link>
        )}
      </div>

      {all.total === 0 ? (
        <p className="mt-8 rounded-xl bg-white p-6 text-stone-700">{t.none}</p>
      ) : (
        <>
          <section aria-labelledby="par-region" className="mt-8 grid gap-6 md:grid-cols-[1fr_1.2fr] md:items-start">
            <div>
              <h2 id="par-region" className="text-xl font-semibold text-stone-900">
                {t.byRegion}
              </h2>
              <ul className="mt-3 grid gap-2 sm:grid-cols-2 md:grid-cols-1">
                {regions.map((region) => (
                  <li key={region.key}>
                    <Link
                      href={regionHref(region.departements)}
                      className="block rounded-lg border border-sarment-100 bg-white px-4 py-3 font-semibold text-stone-900 hover:border-vin-700"
                    >
                      {t.regionLink(region.nom, region.offres)}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
            <figure className="rounded-xl border border-sarment-100 bg-white p-3">
              <img src="/vendanges/carte.svg" alt={t.mapAlt(all.total)} width={613} height={585} loading="lazy" className="h-auto w-full" />
              <figcaption className="mt-2 text-xs text-stone-600">{t.mapCredit}</figcaption>
            </figure>
          </section>

          <ShortList
            id="premiers-departs"
            title={t.soonest}
            href={localizedPath(language, '/offres?vendanges=1&tri=debut')}
            offers={soonest.hits.slice(0, SHORT_LIST)}
            words={words}
          />
          {housed.total > 0 && (
            <ShortList
              id="loges"
              title={t.withHousing}
              href={localizedPath(language, '/offres?vendanges=1&logement=1')}
              offers={housed.hits.slice(0, SHORT_LIST)}
              words={words}
            />
          )}
        </>
      )}

      {/* Job-dating days are read in French (their pages are not translated): said so to screen readers. */}
      <section aria-labelledby="job-dating" lang="fr" className="mt-10 rounded-xl border border-sarment-100 bg-white p-5 shadow-sm">
        <h2 id="job-dating" className="text-lg font-semibold text-stone-900">
          {fr.jobDating.landingTitle}
        </h2>
        <p className="mt-1 text-stone-800">{fr.jobDating.landingText(days?.total ?? 0)}</p>
        {(days?.total ?? 0) > 0 && (
          <Link href="/vendanges/job-dating" className={`mt-2 inline-block ${link}`}>
            {fr.jobDating.landingLink}
          </Link>
        )}
      </section>

      <Photo name="moulis" sizes="(min-width: 1152px) 1120px, 95vw" className="mt-10" lang={language === 'fr' ? undefined : 'fr'} />
      <section aria-labelledby="disponibilites" className="mt-10 rounded-xl border border-feuille-600/40 bg-feuille-50 p-5">
        <h2 id="disponibilites" className="text-lg font-semibold text-stone-900">
          {t.availabilityTitle}
        </h2>
        <p className="mt-1 text-stone-800">{t.availability}</p>
        <Link href="/candidat/cv#cv-vendanges-heading" className={`mt-2 inline-block ${link}`}>
          {t.availabilityLink}
        </Link>
      </section>
    </div>
  );
}

function ShortList({
  id,
  title,
  href,
  offers,
  words,
}: {
  id: string;
  title: string;
  href: string;
  offers: Awaited<ReturnType<typeof searchOffers>>['hits'];
  words: PageWords;
}) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id={id} className="text-xl font-semibold text-stone-900">
          {title}
        </h2>
        <Link href={href} className={link}>
          {words.t.harvestLanding.seeAll}
        </Link>
      </div>
      <ul className="mt-3 grid gap-4 md:grid-cols-2">
        {offers.map((offer) => (
          <li key={offer.id}>
            <OfferCard offer={offer} headingLevel="h3" words={words} />
          </li>
        ))}
      </ul>
    </section>
  );
}
