import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { toCourseLd } from '@cep/domain';
import { RichText } from '@/components/content/RichText';
import { CourseContactPopup } from '@/components/courses/CourseContactPopup';
import { VideoFacade } from '@/components/pages/VideoFacade';
import { getPublicCourse } from '@/lib/cms';
import { fr } from '@/lib/i18n/fr';
import { jsonLd } from '@/lib/json-ld';
import { getSessionUser } from '@/lib/session/session';
import { siteUrl } from '@/lib/site-url';
import { CoverBanner } from '@/components/content/CoverBanner';
import { PublicImage } from '@/components/content/PublicImage';
import { CompanyMark } from '@/components/offers/CompanyMark';

const t = fr.coursePage;
type Props = { params: Promise<{ id: string }> };

// generateMetadata and the page ask for the same course: one cms call per request.
const loadCourse = cache(getPublicCourse);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const course = await loadCourse((await params).id);
  if (!course) return { title: t.notFoundTitle, robots: { index: false } };
  const description = t.description(course.titre, course.ecole.nom);
  return {
    title: course.titre,
    description,
    alternates: { canonical: `/formations/${course.id}` },
    openGraph: {
      title: course.titre,
      description,
      url: `/formations/${course.id}`,
      images: course.photocouverture ? [{ url: course.photocouverture, width: 1366, height: 240 }] : undefined,
    },
  };
}

/**
 * A course's page (issue #14 item 5): key facts first, the objective, sessions to come, the brochure, the school's
 * card, work-study offers that go with it, and the contact popup (`#popContact`); `Course` JSON-LD.
 */
export default async function CoursePage({ params }: Props) {
  const course = await loadCourse((await params).id);
  if (!course) notFound();
  const user = await getSessionUser();
  const facts: Array<[string, string]> = [
    [t.type, course.type ?? ''],
    [t.level, course.niveau ?? ''],
    [t.domain, course.domaine ?? ''],
    [t.price, course.tarif === null ? '' : course.tarif === 0 ? fr.courseSearch.free : fr.courseSearch.price(course.tarif)],
    [t.modalities, course.modalites.join(', ')],
    [t.place, course.commune ?? ''],
    [t.departments, course.lieux.join(', ')],
    [t.fundings, course.financements.join(', ')],
  ];
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(toCourseLd(course, siteUrl(''))) }} />
      <Link href="/formations" className="text-sm text-vin-700 underline-offset-2 hover:underline">
        ← {t.back}
      </Link>
      {course.photocouverture && <CoverBanner src={course.photocouverture} className="mt-4" />}
      <h1 className="mt-4 text-3xl font-bold text-vin-900">{course.titre}</h1>
      <p className="text-stone-700">
        {course.ecole.nom}
        {course.ecole.ville && ` · ${course.ecole.ville}`}
      </p>
      <div className="mt-6 grid gap-8 md:grid-cols-[2fr_1fr]">
        <div className="space-y-8">
          {course.objectif && (
            <section aria-labelledby="objectif">
              <h2 id="objectif" className="text-xl font-semibold">
                {t.objective}
              </h2>
              <RichText className="mt-2" html={course.objectif} />
            </section>
          )}
          <section aria-labelledby="sessions">
            <h2 id="sessions" className="text-xl font-semibold">
              {t.sessions}
            </h2>
            {course.sessions.length === 0 ? (
              <p className="mt-2 text-stone-700">{t.noSession}</p>
            ) : (
              <ul className="mt-2 divide-y divide-sarment-100 rounded-xl border border-sarment-100 bg-white">
                {course.sessions.map((s) => (
                  <li key={s.id} className="p-3">
                    <span className="font-semibold">{s.lieu}</span> — {fr.events.dates(s.dateDebCard, s.dateFinCard)}
                  </li>
                ))}
              </ul>
            )}
          </section>
          {course.video && (
            <section aria-labelledby="video">
              <h2 id="video" className="text-xl font-semibold">
                {t.video}
              </h2>
              <div className="mt-2">
                <VideoFacade
                  src={course.video}
                  title={`${t.video} — ${course.titre}`}
                  labels={{ play: fr.publicPage.playVideo, notice: fr.publicPage.videoNotice }}
                />
              </div>
            </section>
          )}
          {course.photos.length > 0 && (
            <section aria-labelledby="photos">
              <h2 id="photos" className="text-xl font-semibold">
                {t.photos}
              </h2>
              <ul className="mt-2 grid grid-cols-1 gap-3 sm:grid-cols-2">
                {course.photos.map((url, i) => (
                  <li key={url}>
                    <PublicImage
                      src={url}
                      alt={fr.publicPage.photoAlt(course.titre, i + 1)}
                      width={800}
                      height={600}
                      sizes="(min-width: 1152px) 360px, (min-width: 768px) 33vw, (min-width: 640px) 50vw, 100vw"
                      className="aspect-[4/3] w-full rounded-lg object-cover"
                    />
                  </li>
                ))}
              </ul>
            </section>
          )}
          {course.offres.length > 0 && (
            <section aria-labelledby="offres">
              <h2 id="offres" className="text-xl font-semibold">
                {t.offers}
              </h2>
              <ul className="mt-2 divide-y divide-sarment-100 rounded-xl border border-sarment-100 bg-white">
                {course.offres.map((offer) => (
                  <li key={offer.id} className="p-3">
                    <Link href={`/offres/${offer.id}`} className="font-semibold text-vin-800 underline-offset-2 hover:underline">
                      {offer.titre}
                    </Link>
                    <p className="text-sm text-stone-700">{[offer.entreprise, offer.ville].filter(Boolean).join(' · ')}</p>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
        {/* Phones first: the key facts and the contact button come before the objective (issue #17 item 2). */}
        <aside className="order-first h-fit space-y-4 rounded-xl border border-sarment-100 bg-white p-4 md:order-none md:sticky md:top-4">
          <CourseContactPopup
            courseId={course.id}
            labels={{
              title: fr.courseContact.title,
              intro: fr.courseContact.intro(course.titre),
              prefilled: fr.courseContact.prefilled,
              close: fr.courseContact.close,
            }}
            sender={user ? { nom: user.nom, prenom: user.prenom, email: user.email } : null}
          />
          <h2 className="text-base font-semibold">{t.facts}</h2>
          <dl className="space-y-2 text-sm">
            {facts
              .filter(([, value]) => value)
              .map(([label, value]) => (
                <div key={label}>
                  <dt className="font-semibold text-stone-900">{label}</dt>
                  <dd className="text-stone-700">{value}</dd>
                </div>
              ))}
          </dl>
          {course.plaquette && (
            <a href={course.plaquette} className="block text-sm font-semibold text-vin-800 underline">
              {t.brochure}
            </a>
          )}
          <div className="border-t border-sarment-100 pt-3">
            <h2 className="text-base font-semibold">{t.school}</h2>
            <div className="mt-2 flex items-center gap-3">
              <CompanyMark name={course.ecole.nom} logo={course.ecole.logo} />
              <p className="font-medium">{course.ecole.nom}</p>
            </div>
            {course.ecole.page && (
              <Link href={`/ecoles/${course.ecole.page}`} className="mt-2 inline-block text-sm font-semibold text-vin-800 underline">
                {t.schoolPage(course.ecole.nom)}
              </Link>
            )}
          </div>
        </aside>
      </div>
    </div>
  );
}
