import Link from 'next/link';
import type { ReactNode } from 'react';
import { LoginDialogLink } from '@/components/auth/LoginDialogLink';
import { SignupDialogLink } from '@/components/inscription/SignupDialogLink';
import { signupForms } from '@/components/inscription/signup-forms';
import { ArticleCard } from '@/components/blog/ArticleCard';
import { CourseCard } from '@/components/courses/CourseCard';
import { Carousel } from '@/components/home/Carousel';
import { TestimonialSlider } from '@/components/home/LazyTestimonialSlider';
import { OfferCard } from '@/components/offers/OfferCard';
import type { SignupKind } from '@cep/domain';
import { getBlogList, getTestimonials, searchCourses, searchOffers } from '@/lib/cms';
import { fr } from '@/lib/i18n/fr';
import { getSessionUser } from '@/lib/session/session';
import { FRENCH_WORDS } from '@/lib/i18n/page-language';
import { Photo } from '@/components/content/Photo';
import type { PhotoName } from '@/lib/photos';

export default async function HomePage() {
  const [latest, harvest, courses, articles, testimonials, user] = await Promise.all([
    searchOffers({ tri: 'date' }),
    searchOffers({ tri: 'date', vendanges: '1' }),
    searchCourses({}),
    getBlogList({ page: 1 }),
    getTestimonials(),
    getSessionUser(),
  ]);

  return (
    <>
      <section className="bg-gradient-to-br from-vin-800 to-vin-900 text-white">
        <div className="mx-auto max-w-6xl px-4 py-14 md:py-20">
          <h1 className="max-w-2xl text-3xl font-bold leading-tight md:text-5xl">{fr.home.title}</h1>
          <p className="mt-4 max-w-2xl text-lg text-vin-100">{fr.home.lead}</p>
          <form action="/offres" method="get" role="search" className="mt-8 flex max-w-2xl flex-col gap-3 md:flex-row">
            <label htmlFor="home-q" className="sr-only">
              {fr.home.searchLabel}
            </label>
            <input
              id="home-q"
              name="q"
              type="search"
              placeholder={fr.home.searchPlaceholder}
              className="flex-1 rounded-full border-0 bg-white px-5 py-3 text-stone-900 placeholder:text-stone-500"
            />
            <button type="submit" className="rounded-full bg-white px-6 py-3 font-semibold text-vin-800 hover:bg-vin-50">
              {fr.home.search}
            </button>
          </form>
        </div>
      </section>

      <Carousel id="latest" title={fr.home.latest} moreHref="/offres" moreLabel={fr.home.allOffers}>
        {latest.hits.slice(0, CAROUSEL_SIZE).map((offer) => (
          <OfferCard key={offer.id} offer={offer} headingLevel="h3" words={FRENCH_WORDS} />
        ))}
      </Carousel>
      <Carousel id="harvest" title={fr.home.harvest} moreHref="/offres?vendanges=1" moreLabel={fr.home.allHarvest}>
        {harvest.hits.slice(0, CAROUSEL_SIZE).map((offer) => (
          <OfferCard key={offer.id} offer={offer} headingLevel="h3" words={FRENCH_WORDS} />
        ))}
      </Carousel>
      <Carousel id="courses" title={fr.home.courses} moreHref="/formations" moreLabel={fr.home.allCourses}>
        {courses.hits.slice(0, CAROUSEL_SIZE).map((course) => (
          <CourseCard key={course.id} course={course} headingLevel="h3" />
        ))}
      </Carousel>
      <Carousel id="articles" title={fr.blog.latest} moreHref="/blog" moreLabel={fr.blog.allArticles}>
        {(articles?.articles ?? []).slice(0, CAROUSEL_SIZE).map((article) => (
          <ArticleCard
            key={article.id}
            article={article}
            headingLevel="h3"
            sizes="(min-width: 1024px) 368px, (min-width: 640px) 50vw, 85vw"
          />
        ))}
      </Carousel>
      <TestimonialSlider testimonials={testimonials} />

      <section className="mx-auto grid max-w-6xl gap-4 px-4 pb-10 md:grid-cols-2">
        <HomeCard title={fr.home.vendangesTitle} text={fr.home.vendangesText} photo="vendange">
          <Link href="/offres?vendanges=1" className={cardLink}>
            {fr.home.vendangesLink}
          </Link>
        </HomeCard>
        <HomeCard title={fr.home.candidatsTitle} text={fr.home.candidatsText} photo="grappes">
          {!user && <HomeSignup kind="candidat" label={fr.home.candidatsLink} />}
        </HomeCard>
        <HomeCard title={fr.home.recruteursTitle} text={fr.home.recruteursText} photo="chai">
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            {NEW_OFFERS.map((offer) =>
              user?.role === 'recruteur' ? (
                <Link key={offer.href} href={offer.href} className={cardLink}>
                  {offer.label}
                </Link>
              ) : (
                // The login popup remembers the creation page as its return target (spec 01 §2).
                !user && <LoginDialogLink key={offer.href} label={offer.label} retour={offer.href} className={cardLink} />
              ),
            )}
            {!user && <HomeSignup kind="recruteur" label={fr.home.recruteursSignup} />}
          </div>
        </HomeCard>
        <HomeCard title={fr.home.ecolesTitle} text={fr.home.ecolesText} photo="degustation">
          {!user && <HomeSignup kind="ecole" label={fr.home.ecolesSignup} />}
        </HomeCard>
      </section>
    </>
  );
}

/**
 * Cards per carousel, each followed by its « Voir … » link. Nine made the home page the site's heaviest document
 * (16.3 KB as Brotli, 20.1 KB gzipped); six bring it to 14.1 KB, near the 14.6 KB a new connection delivers in its
 * first round trip (docs/performance.md « The first 14 KB »).
 */
const CAROUSEL_SIZE = 6;

const cardLink = 'mt-4 inline-block font-semibold text-vin-700 underline-offset-2 hover:underline';

const NEW_OFFERS = [
  { href: '/recrutement/offre/description-offre/nouveau/vendanges', label: fr.home.newHarvestOffer },
  { href: '/recrutement/offre/description-offre/nouveau/stage', label: fr.home.newInternshipOffer },
];

/** A card's sign-up popup: the form's own title, and the sign-up's word for closing it. */
function HomeSignup({ kind, label }: { kind: SignupKind; label: string }) {
  return <SignupDialogLink kind={kind} label={label} title={signupForms[kind].title} closeLabel={fr.signup.close} className={cardLink} />;
}

function HomeCard({ title, text, photo, children }: { title: string; text: string; photo: PhotoName; children: ReactNode }) {
  return (
    <div className="rounded-xl border border-sarment-100 bg-white p-6">
      {/* Below the carousels: lazy, it never competes with the page's first paint. */}
      <Photo name={photo} sizes="(min-width: 1152px) 526px, (min-width: 768px) 45vw, 90vw" className="mb-4" />
      <h2 className="text-xl font-bold text-vin-900">{title}</h2>
      <p className="mt-2 text-stone-700">{text}</p>
      {children}
    </div>
  );
}
