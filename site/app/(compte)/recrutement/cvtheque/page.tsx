import type { Metadata } from 'next';
import Link from 'next/link';
import { CvCardView } from '@/components/cvtheque/CvCardView';
import { CV_SEARCH_KEYS, CvSearchForm, type CvSearchInput } from '@/components/cvtheque/CvSearchForm';
import { Pagination } from '@/components/offers/Pagination';
import { cvthequeRoutes } from '@cep/domain/contracts';
import { CmsError } from '@/lib/cms';
import { call } from '@/lib/cms/call';
import { fr } from '@/lib/i18n/fr';
import { readTokens } from '@/lib/session/cookies';

const t = fr.cvLibrary;

export const metadata: Metadata = { title: t.title, robots: { index: false } };

type Search = Record<string, string | string[] | undefined>;

function readInput(raw: Search): CvSearchInput {
  const input: CvSearchInput = {};
  for (const key of CV_SEARCH_KEYS) {
    const value = Array.isArray(raw[key]) ? raw[key][0] : raw[key];
    if (value) input[key] = value;
  }
  return input;
}

const hrefOf = (input: CvSearchInput, page: number) => `/recrutement/cvtheque?${new URLSearchParams({ ...input, page: String(page) })}`;

/** The search's page, or the account's refusal (403: why it has no access; 404: nothing to say); any other failure throws. */
async function search(jwt: string, query: CvSearchInput & { page?: string }) {
  // The search reads the first 200 characters of the words: a longer URL is not refused for it.
  const answered = await call(cvthequeRoutes.search, { query: { ...query, q: query.q?.slice(0, 200) }, jwt });
  if (answered.ok) return answered.answer;
  if (answered.status === 403) return { code: 403 as const, message: answered.refusal.message };
  if (answered.status === 404) return null;
  throw new CmsError(`GET /recrutement/cvtheque → ${answered.status}`, answered.status);
}

/** The CV library (issue #13 item 4): accounts with access search the visible CVs; the others read how to get it. */
export default async function CvLibraryPage({ searchParams }: { searchParams: Promise<Search> }) {
  const raw = await searchParams;
  const input = readInput(raw);
  const tokens = await readTokens();
  const page = tokens ? await search(tokens.jwt, { ...input, page: Array.isArray(raw.page) ? raw.page[0] : raw.page }) : null;
  if (!page || page.code === 403) {
    return (
      <>
        <h1 className="text-2xl font-bold text-vin-900">{t.noAccess}</h1>
        <p className="mt-2 text-stone-800">{page?.message}</p>
        <Link
          href="/packs#cv-packs"
          className="mt-4 inline-block rounded-full bg-vin-700 px-5 py-2 font-semibold text-white hover:bg-vin-800"
        >
          {t.buyCredits}
        </Link>
      </>
    );
  }
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-vin-900">{t.title}</h1>
        <p className="flex items-center gap-4 text-sm">
          <span className="font-semibold text-stone-800">{t.credits(page.credits)}</span>
          <Link href="/recrutement/alertes" className="font-semibold text-vin-700 underline">
            {t.alerts}
          </Link>
        </p>
      </div>
      <p className="mt-2 text-stone-700">{t.intro}</p>
      <div className="mt-4">
        <CvSearchForm input={input} facets={page.facets} />
      </div>
      <p className="mt-6 font-semibold text-stone-800" aria-live="polite">
        {t.results(page.total)}
      </p>
      {page.resultats.length === 0 ? (
        <p className="mt-2 text-stone-700">{t.none}</p>
      ) : (
        <ul className="mt-3 space-y-4">
          {page.resultats.map((cv) => (
            <CvCardView key={cv.id} cv={cv} />
          ))}
        </ul>
      )}
      <Pagination hrefOf={(n) => hrefOf(input, n)} page={page.page} totalPages={page.totalPages} />
    </>
  );
}
