import type { Metadata } from 'next';
import Link from 'next/link';
import { forbidden } from 'next/navigation';
import { availabilityText } from '@cep/domain';
import { applicationRoutes, documentId } from '@cep/domain/contracts';
import { MultiApplyForm, type ChosenOffer } from '@/components/applications/MultiApplyForm';
import { getCandidateCv } from '@/lib/cms';
import { read } from '@/lib/cms/call';
import { applyManyWords } from '@/lib/i18n/client-words';
import { localizedPath } from '@/lib/i18n/language-paths';
import { formWords, pageWords } from '@/lib/i18n/page-language';
import { readTokens } from '@/lib/session/cookies';
import { requireUser } from '@/lib/session/session';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await pageWords();
  return { title: t.applyMany.metaTitle, robots: { index: false } };
}

type Props = { searchParams: Promise<{ offre?: string | string[] }> };

/** Offers a page of /offres can hold: what a selection may bring here (the cms refuses beyond ten, by name). */
const SELECTION_READ_MAX = 20;
const link = 'font-semibold text-vin-700 underline underline-offset-2 hover:text-vin-800';

/**
 * « Postuler à plusieurs offres » (issue #40 item 3): the harvest offers ticked on /offres, one form, one application
 * each. Visitors log in first and come back with their selection; only candidates apply. In its own route group, like
 * the apply page, so that it works without JavaScript.
 */
export default async function ApplyManyPage({ searchParams }: Props) {
  const raw = (await searchParams).offre;
  const ids = [...new Set((Array.isArray(raw) ? raw : raw ? [raw] : []).filter((id) => documentId.safeParse(id).success))].slice(
    0,
    SELECTION_READ_MAX,
  );
  const here = `/offres/postuler-plusieurs${ids.length ? `?${ids.map((id) => `offre=${encodeURIComponent(id)}`).join('&')}` : ''}`;
  const user = await requireUser(here);
  if (user.role !== 'candidat') forbidden();
  const tokens = await readTokens();
  const jwt = tokens?.jwt ?? '';
  const [contexts, cv] = await Promise.all([
    Promise.all(ids.map((id) => read(applicationRoutes.context, { params: { id }, jwt }))),
    getCandidateCv(jwt),
  ]);
  const offers: ChosenOffer[] = contexts.flatMap((context) =>
    context
      ? [
          {
            id: context.offre.id,
            titre: context.offre.titre,
            entreprise: context.offre.entreprise,
            bloque: context.dejaPostule
              ? 'deja'
              : !context.offre.vendanges
                ? 'pas-vendanges'
                : context.offre.mode === 'url'
                  ? 'fermee'
                  : null,
          },
        ]
      : [],
  );
  const profile = contexts.find(Boolean);
  const { language, t: words } = await pageWords();
  const t = words.applyMany;
  const availability = cv?.disponibilitesVendanges ?? null;
  const firstPeriod = availability?.periodes[0];

  return (
    <div className="mx-auto max-w-2xl px-4 py-8">
      <Link href={localizedPath(language, '/offres?vendanges=1')} className="text-sm text-vin-700 underline-offset-2 hover:underline">
        ← {t.back}
      </Link>
      <h1 className="mt-3 text-2xl font-bold text-vin-900">{t.title}</h1>
      <p className="mt-1 text-stone-700">{t.intro}</p>
      <div className="mt-4 rounded-xl border border-sarment-100 bg-white p-4 text-sm text-stone-800">
        {availability ? (
          <p>
            {/* The availability's summary is the one recruiters read, in French. */}
            <span className="font-medium">{t.availability}</span> <span lang="fr">{availabilityText(availability)}</span>
          </p>
        ) : (
          <p>{t.noAvailability}</p>
        )}
        <Link href="/candidat/cv#cv-vendanges-heading" className={`mt-1 inline-block ${link}`}>
          {t.editAvailability}
        </Link>
      </div>
      <div className="mt-6 rounded-xl border border-sarment-100 bg-white p-6 shadow-sm">
        {offers.length === 0 ? (
          <p role="alert">{words.messages.plusieursOffresAucune}</p>
        ) : (
          <MultiApplyForm
            offers={offers}
            cvProfil={profile?.profil && profile.cvProfil ? { nom: profile.cvProfil.nom } : null}
            defaults={{ du: firstPeriod?.du ?? '', au: firstPeriod?.au ?? '', telephone: '' }}
            words={applyManyWords(words, offers.length)}
            kit={language === 'fr' ? undefined : formWords(language)}
          />
        )}
      </div>
    </div>
  );
}
