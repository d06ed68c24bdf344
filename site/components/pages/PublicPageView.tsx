import Link from 'next/link';
import type { PublicPage } from '@cep/domain';
import { RichText } from '@/components/content/RichText';
import { formatDate } from '@/lib/format';
import { fr } from '@/lib/i18n/fr';
import { EventCard } from './EventCard';
import { VideoFacade } from './VideoFacade';
import { CoverBanner } from '@/components/content/CoverBanner';
import { PublicImage } from '@/components/content/PublicImage';

const t = fr.publicPage;

/** A company's or a school's public page (issue #14): cover, logo and facts first, then the presentation, photos, offers and events. */
export function PublicPageView({ page }: { page: PublicPage }) {
  const facts: Array<[string, string]> = [
    ...(page.secteur ? [[t.sector, page.secteur] as [string, string]] : []),
    ...(page.taille ? [[t.size, page.taille] as [string, string]] : []),
    ...(page.anneeCreation ? [[t.founded, String(page.anneeCreation)] as [string, string]] : []),
    ...(page.marque ? [[t.brand, page.marque] as [string, string]] : []),
    ...(page.fraisScolarite ? [[t.fees, page.fraisScolarite] as [string, string]] : []),
  ];
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      {page.images.photocouverture && <CoverBanner src={page.images.photocouverture} />}
      <header className="mt-4 flex flex-wrap items-center gap-4">
        {page.images.logo && (
          <PublicImage
            src={page.images.logo}
            alt={t.logoAlt(page.nom)}
            width={80}
            height={80}
            loading="eager"
            className="h-20 w-20 rounded-xl border border-stone-200 bg-white object-contain"
          />
        )}
        <div>
          <h1 className="text-3xl font-bold text-vin-900">{page.nom}</h1>
          {page.ville && (
            <p className="text-stone-700">
              {page.ville}
              {page.codePostal && ` (${page.codePostal.slice(0, 2)})`}
            </p>
          )}
          {page.maison && (
            <p className="text-sm text-stone-700">
              {t.partOf}{' '}
              <Link href={`/entreprises/${page.maison.id}`} className="font-semibold text-vin-800 underline">
                {page.maison.nom}
              </Link>
            </p>
          )}
        </div>
      </header>

      <div className="mt-6 grid gap-8 md:grid-cols-[2fr_1fr]">
        <div className="space-y-8">
          {page.description && (
            <section aria-labelledby="presentation">
              <h2 id="presentation" className="text-xl font-semibold">
                {t.about}
              </h2>
              <RichText className="mt-2" html={page.description} />
            </section>
          )}
          {page.video && (
            <section aria-labelledby="video">
              <h2 id="video" className="text-xl font-semibold">
                {t.video}
              </h2>
              <div className="mt-2">
                <VideoFacade src={page.video} title={`${t.video} — ${page.nom}`} labels={{ play: t.playVideo, notice: t.videoNotice }} />
              </div>
            </section>
          )}
          {page.images.photos.length > 0 && (
            <section aria-labelledby="photos">
              <h2 id="photos" className="text-xl font-semibold">
                {t.photos}
              </h2>
              <ul className="mt-2 grid grid-cols-1 gap-3 sm:grid-cols-3">
                {page.images.photos.map((url, i) => (
                  <li key={url}>
                    <PublicImage
                      src={url}
                      alt={t.photoAlt(page.nom, i + 1)}
                      width={800}
                      height={600}
                      sizes="(min-width: 1152px) 240px, (min-width: 768px) 22vw, (min-width: 640px) 33vw, 100vw"
                      className="aspect-[4/3] w-full rounded-lg object-cover"
                    />
                  </li>
                ))}
              </ul>
            </section>
          )}
          {page.type === 'entreprise' && (
            <section aria-labelledby="offres">
              <h2 id="offres" className="text-xl font-semibold">
                {t.offers}
              </h2>
              {page.offres.length === 0 ? (
                <p className="mt-2 text-stone-700">
                  {t.noOffers}{' '}
                  <Link href="/offres" className="font-semibold text-vin-800 underline">
                    {t.allOffers}
                  </Link>
                </p>
              ) : (
                <ul className="mt-2 divide-y divide-sarment-100 rounded-xl border border-sarment-100 bg-white">
                  {page.offres.map((offer) => (
                    <li key={offer.id} className="p-4">
                      <Link href={`/offres/${offer.id}`} className="font-semibold text-vin-800 underline-offset-2 hover:underline">
                        {offer.titre}
                      </Link>
                      <p className="text-sm text-stone-700">
                        {[offer.contrat, offer.ville, offer.datePublication && formatDate(offer.datePublication)]
                          .filter(Boolean)
                          .join(' · ')}
                      </p>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          )}
          {page.type === 'entreprise' && (
            <section aria-labelledby="candidature-spontanee" className="rounded-xl border border-feuille-600/40 bg-feuille-50 p-4">
              <h2 id="candidature-spontanee" className="text-lg font-semibold">
                {t.unsolicitedTitle}
              </h2>
              <p className="mt-1 text-stone-800">{t.unsolicitedText(page.nom)}</p>
              <Link
                href={`/entreprises/${encodeURIComponent(page.id)}/candidature-spontanee`}
                className="mt-3 inline-block rounded-full bg-vin-700 px-5 py-2 text-sm font-semibold text-white hover:bg-vin-800"
              >
                {t.unsolicited}
              </Link>
            </section>
          )}
          {page.formations.length > 0 && (
            <section aria-labelledby="formations">
              <h2 id="formations" className="text-xl font-semibold">
                {t.courses}
              </h2>
              <ul className="mt-2 divide-y divide-sarment-100 rounded-xl border border-sarment-100 bg-white">
                {page.formations.map((course) => (
                  <li key={course.id} className="p-4">
                    <Link href={`/formations/${course.id}`} className="font-semibold text-vin-800 underline-offset-2 hover:underline">
                      {course.titre}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {page.evenements.length > 0 && (
            <section aria-labelledby="evenements">
              <h2 id="evenements" className="text-xl font-semibold">
                {t.events}
              </h2>
              <ul className="mt-2 grid gap-3 sm:grid-cols-2">
                {page.evenements.map((event) => (
                  <li key={event.id}>
                    <EventCard event={event} />
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
        {(facts.length > 0 || page.siteWeb || page.plaquette) && (
          <aside className="h-fit rounded-xl border border-sarment-100 bg-white p-4">
            <dl className="space-y-2 text-sm">
              {facts.map(([label, value]) => (
                <div key={label}>
                  <dt className="font-semibold text-stone-900">{label}</dt>
                  <dd className="text-stone-700">{value}</dd>
                </div>
              ))}
            </dl>
            {page.siteWeb && (
              <p className="mt-3 text-sm">
                <a href={page.siteWeb} rel="nofollow ugc noopener" className="font-semibold text-vin-800 underline">
                  {t.website}
                </a>
              </p>
            )}
            {page.plaquette && (
              <p className="mt-3 text-sm">
                <a href={page.plaquette} className="font-semibold text-vin-800 underline">
                  {t.brochure}
                </a>
              </p>
            )}
          </aside>
        )}
      </div>
    </div>
  );
}
