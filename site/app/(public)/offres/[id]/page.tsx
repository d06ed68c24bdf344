import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { toJobPosting, translatedLanguages, type PublicOffer } from '@cep/domain';
import type { SiteLanguage } from '@cep/domain/site-languages';
import { ApplyBlock } from '@/components/offer/ApplyBlock';
import { LocationBadge } from '@/components/offer/LocationBadge';
import { HarvestFacts, OfferFacts } from '@/components/offer/OfferFacts';
import { SelectionToggle } from '@/components/offer/SelectionToggle';
import { ShareLinks } from '@/components/offer/ShareLinks';
import { offerRoutes } from '@cep/domain/contracts';
import { read, readKept } from '@/lib/cms/call';
import { htmlToParagraphs } from '@/lib/format';
import { languageAlternates } from '@/lib/i18n/alternates';
import { localizedPath } from '@/lib/i18n/language-paths';
import { formWords, pageWords } from '@/lib/i18n/page-language';
import { readTokens } from '@/lib/session/cookies';
import { getSessionUser } from '@/lib/session/session';
import { jsonLd } from '@/lib/json-ld';
import { siteUrl } from '@/lib/site-url';
import { fr } from '@/lib/i18n/fr';
import { RichText } from '@/components/content/RichText';
import { CoverBanner } from '@/components/content/CoverBanner';
import { CompanyMark } from '@/components/offers/CompanyMark';

type Props = { params: Promise<{ id: string }> };

// generateMetadata and the page ask for the same offer: one cms call per request. Offers that exist only are kept
// (the cms's 404 is not).
const loadOffer = cache(async (id: string) => (await readKept(['offres'], offerRoutes.findPublic, { params: { id } }))?.data ?? null);

/**
 * The offer's texts in the page's language: the recruiter's translation when there is one (issue #41 item 1),
 * else the French, which is the reference and what French readers always get.
 */
function textsIn(offer: PublicOffer, language: SiteLanguage) {
  const translation = language === 'fr' ? undefined : offer.traductions?.[language];
  return translation
    ? {
        translated: true,
        titre: translation.titre,
        texte: translation.texte,
        formationCandidat: translation.formationCandidat,
        detailPlus: translation.detailPlus,
      }
    : {
        translated: false,
        titre: offer.titre,
        texte: offer.texte,
        formationCandidat: offer.formationCandidat,
        detailPlus: offer.detailPlus,
      };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const offer = await loadOffer((await params).id);
  const { language, t } = await pageWords();
  if (!offer) return { title: t.offer.notFoundTitle, robots: { index: false } };
  const texts = textsIn(offer, language);
  const description = htmlToParagraphs(texts.texte).join(' ').slice(0, 160);
  const title = offer.ville ? `${texts.titre} — ${offer.ville}` : texts.titre;
  return {
    title,
    description,
    alternates: languageAlternates(language, `/offres/${offer.id}`, translatedLanguages(offer.traductions)),
    // A closed offer stays reachable for those who saved the link, but leaves search engines.
    robots: offer.ouverte ? undefined : { index: false, follow: true },
    openGraph: {
      title: texts.titre,
      description,
      type: 'article',
      url: localizedPath(language, `/offres/${offer.id}`),
      images: offer.photo ? [{ url: offer.photo, width: 1366, height: 240 }] : undefined,
    },
  };
}

export default async function OfferPage({ params }: Props) {
  const offer = await loadOffer((await params).id);
  if (!offer) notFound();
  const [user, tokens, { language, t, o }] = await Promise.all([getSessionUser(), readTokens(), pageWords()]);
  const texts = textsIn(offer, language);
  const selection = user?.role === 'candidat' && tokens ? await read(offerRoutes.selection, { jwt: tokens.jwt }) : null;
  const selected = selection?.data.includes(offer.id) ?? false;
  const url = siteUrl(localizedPath(language, `/offres/${offer.id}`));

  return (
    <div className="mx-auto max-w-6xl px-4 pb-24 pt-8 md:pb-8">
      {offer.ouverte && (
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(toJobPosting(offer, siteUrl(''))) }} />
      )}
      <Link href={localizedPath(language, '/offres')} className="text-sm text-vin-700 underline-offset-2 hover:underline">
        ← {t.offer.back}
      </Link>
      {offer.photo && <CoverBanner src={offer.photo} className="mt-4" />}
      <div className="mt-4 grid gap-8 md:grid-cols-[2fr_1fr]">
        <article>
          <div className="flex flex-wrap gap-2 text-xs font-semibold">
            <span className="rounded-full bg-vin-50 px-2 py-0.5 text-vin-800">
              {o.labels.contracts[offer.contrat.id] ?? offer.contrat.libelle}
            </span>
            {offer.vendanges && <span className="rounded-full bg-feuille-50 px-2 py-0.5 text-feuille-600">{o.page.harvest}</span>}
            {offer.teletravail && <span className="rounded-full bg-sarment-100 px-2 py-0.5 text-stone-800">{o.page.teletravail}</span>}
          </div>
          <h1 className="mt-2 text-2xl font-bold text-vin-900 md:text-3xl" lang={texts.translated || language === 'fr' ? undefined : 'fr'}>
            {texts.titre}
          </h1>
          {language !== 'fr' && (
            <p className="mt-2 rounded-lg bg-sarment-50 p-3 text-sm text-stone-800">
              {texts.translated ? t.languages.translatedBy : t.languages.notTranslated}
            </p>
          )}
          <p className="mt-1 text-stone-700">
            {offer.entreprise?.nom ?? o.page.anonymousCompany} · <LocationBadge main={offer.ville} others={offer.autresLieux} />
          </p>
          {!offer.ouverte && (
            <p role="status" className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm font-medium text-amber-900">
              {t.offer.closed}
            </p>
          )}
          <h2 className="mt-8 text-lg font-semibold">{o.page.description}</h2>
          <RichText className="mt-2" html={texts.texte} lang={texts.translated ? language : 'fr'} />
          {texts.formationCandidat && (
            <>
              <h2 className="mt-8 text-lg font-semibold">{o.page.candidate}</h2>
              <RichText className="mt-2" html={texts.formationCandidat} lang={texts.translated ? language : 'fr'} />
            </>
          )}
          {texts.detailPlus && (
            <>
              <h2 className="mt-8 text-lg font-semibold">{o.page.more}</h2>
              <RichText className="mt-2" html={texts.detailPlus} lang={texts.translated ? language : 'fr'} />
            </>
          )}
          {offer.entreprise && (
            <section className="mt-8 rounded-xl border border-sarment-100 bg-white p-4">
              <h2 className="text-lg font-semibold">{t.offer.company}</h2>
              <div className="mt-2 flex items-center gap-3">
                <CompanyMark name={offer.entreprise.nom} logo={offer.entreprise.logo} />
                <div>
                  <p className="font-medium">{offer.entreprise.nom}</p>
                  {offer.entreprise.ville && <p className="text-sm text-stone-600">{offer.entreprise.ville}</p>}
                </div>
              </div>
              {offer.entreprise.description && (
                <p className="mt-2 text-sm text-stone-700" lang={language === 'fr' ? undefined : 'fr'}>
                  {offer.entreprise.description}
                </p>
              )}
              {offer.entreprise.page && (
                <Link
                  href={`/entreprises/${offer.entreprise.page}`}
                  lang="fr"
                  className="mt-3 inline-block font-semibold text-vin-800 underline"
                >
                  {fr.publicPage.seeCompany(offer.entreprise.nom)}
                </Link>
              )}
            </section>
          )}
          {texts.translated && (
            // The reference, one tap away and without leaving the reader's language.
            <details className="mt-8 rounded-xl border border-sarment-100 bg-white p-4">
              <summary className="cursor-pointer font-semibold text-vin-700">{t.languages.readInFrench}</summary>
              <div lang="fr" className="mt-3">
                <h2 className="text-lg font-semibold">{offer.titre}</h2>
                <RichText className="mt-2" html={offer.texte} />
                {offer.formationCandidat && <RichText className="mt-4" html={offer.formationCandidat} />}
                {offer.detailPlus && <RichText className="mt-4" html={offer.detailPlus} />}
              </div>
            </details>
          )}
          <ShareLinks url={url} title={texts.titre} />
        </article>
        {/* Phones first (issue #17 item 2): the apply block and the key facts come before the description. */}
        <aside
          id="candidater"
          className="order-first h-fit scroll-mt-4 rounded-xl border border-sarment-100 bg-white p-4 shadow-sm md:order-none md:sticky md:top-4"
        >
          <div className="space-y-3">
            <ApplyBlock offer={offer} user={user} />
            {offer.ouverte && (
              <SelectionToggle
                id={offer.id}
                initiallySelected={selected}
                labels={{ select: t.offer.select, unselect: t.offer.unselect, selected: t.offer.selected, unselected: t.offer.unselected }}
                translated={language === 'fr' ? undefined : { login: t.login, kit: formWords(language) }}
              />
            )}
          </div>
          <HarvestFacts offer={offer} />
          <h2 className="mt-6 text-base font-semibold">{o.page.details}</h2>
          <OfferFacts offer={offer} />
        </aside>
      </div>
      {offer.ouverte && (!user || user.role === 'candidat') && (
        // Below 768 px the apply block stays one tap away while reading the description.
        <div className="fixed inset-x-0 bottom-0 z-30 border-t border-sarment-100 bg-white/95 p-3 shadow-lg md:hidden">
          <a
            href="#candidater"
            className="block w-full rounded-full bg-vin-700 px-4 py-3 text-center font-semibold text-white hover:bg-vin-800"
          >
            {t.offer.apply}
          </a>
        </div>
      )}
    </div>
  );
}
