import type { Metadata } from 'next';
import Link from 'next/link';
import { forbidden, notFound } from 'next/navigation';
import { ApplyForm } from '@/components/applications/ApplyForm';
import { RedirectButton } from '@/components/applications/RedirectButton';
import { applicationRoutes, offerRoutes } from '@cep/domain/contracts';
import { read, readKept } from '@/lib/cms/call';
import { formatDate } from '@/lib/format';
import { applyWords } from '@/lib/i18n/client-words';
import { localizedPath } from '@/lib/i18n/language-paths';
import { formWords, pageWords } from '@/lib/i18n/page-language';
import { readTokens } from '@/lib/session/cookies';
import { requireUser } from '@/lib/session/session';

type Props = { params: Promise<{ id: string }>; searchParams: Promise<{ sansCv?: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await pageWords();
  return { title: t.apply.title, robots: { index: false } };
}

const button = 'inline-block rounded-full bg-vin-700 px-5 py-2 text-sm font-semibold text-white hover:bg-vin-800';
const link = 'font-semibold text-vin-700 underline underline-offset-2 hover:text-vin-800';

/**
 * The application page (spec 02 §2 « an offer application page with a form »): the popup's form for deep
 * links and browsers without JavaScript. Visitors log in first and come back here; only candidates apply.
 *
 * It lives in its own route group, outside `(public)/offres/[id]` and its `loading.tsx`: under a loading
 * boundary the page would stream into a hidden block that only JavaScript reveals, and this page exists for
 * browsers without it. So no `loading.tsx` here either.
 */
export default async function ApplyPage({ params, searchParams }: Props) {
  const { id } = await params;
  const express = (await searchParams).sansCv === '1';
  const user = await requireUser(`/offres/${encodeURIComponent(id)}/postuler${express ? '?sansCv=1' : ''}`);
  if (user.role !== 'candidat') forbidden();
  const tokens = await readTokens();
  const context = tokens ? await read(applicationRoutes.context, { params: { id }, jwt: tokens.jwt }) : null;
  if (!context) notFound();
  const { offre } = context;
  const { language, t } = await pageWords();
  // The recruiter's translated title, when the offer has one in the page's language (issue #41 item 1).
  const translated =
    language === 'fr'
      ? undefined
      : (await readKept(['offres'], offerRoutes.findPublic, { params: { id } }))?.data.traductions[language]?.titre;
  const harvest = offre.vendanges;
  const withCv = !express || !harvest;

  return (
    <div className="mx-auto max-w-2xl px-4 py-8">
      <Link href={localizedPath(language, `/offres/${offre.id}`)} className="text-sm text-vin-700 underline-offset-2 hover:underline">
        ← {t.apply.backToOffer}
      </Link>
      <h1 className="mt-3 text-2xl font-bold text-vin-900">{withCv ? t.apply.title : t.apply.expressTitle}</h1>
      <p className="mt-1 text-stone-700">{t.apply.to(translated ?? offre.titre, offre.entreprise)}</p>
      <div className="mt-6 rounded-xl border border-sarment-100 bg-white p-6 shadow-sm">
        {context.dejaPostule ? (
          <div className="space-y-3">
            <p role="status" className="font-medium text-feuille-600">
              {t.apply.alreadyApplied(formatDate(context.dejaPostule.date, language))}
            </p>
            <Link href="/candidat/candidatures" className={button}>
              {t.apply.myApplications}
            </Link>
          </div>
        ) : offre.mode === 'url' ? (
          <div className="space-y-3">
            <p className="text-stone-700">{t.apply.externalNote}</p>
            <RedirectButton offerId={offre.id} label={t.apply.external} pendingLabel={t.apply.redirecting} className={button} />
          </div>
        ) : withCv && !context.profil ? (
          <div className="space-y-3">
            <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-3 font-medium text-amber-900">
              {t.messages.profilIncomplet}
            </p>
            <Link href="/candidat/cv" className={button}>
              {t.apply.completeCv}
            </Link>
          </div>
        ) : (
          <ApplyForm
            offerId={offre.id}
            mode={withCv ? 'cv' : 'express'}
            cvProfil={context.cvProfil}
            idPrefix="page"
            words={applyWords(t)}
            kit={language === 'fr' ? undefined : formWords(language)}
          />
        )}
      </div>
      {harvest && !context.dejaPostule && offre.mode === 'mail' && (
        <p className="mt-4 text-sm text-stone-700">
          {withCv ? (
            <>
              {t.apply.harvestNote}{' '}
              <Link href={`/offres/${offre.id}/postuler?sansCv=1`} className={link}>
                {t.apply.expressTitle}
              </Link>
            </>
          ) : (
            <Link href={`/offres/${offre.id}/postuler`} className={link}>
              {t.apply.title}
            </Link>
          )}
        </p>
      )}
    </div>
  );
}
