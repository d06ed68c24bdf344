import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { APPLICATION_STATUS_LABELS, type ApplicationStatus } from '@cep/domain';
import { listHref, PageLinks, pageParam } from '@/components/applications/PageLinks';
import { RecruiterApplicationCard } from '@/components/applications/RecruiterApplicationCard';
import { HarvestStartBox } from '@/components/harvest-start/HarvestStartBox';
import { SelectField } from '@/components/forms/SelectField';
import { TextField } from '@/components/forms/TextField';
import { applicationRoutes } from '@cep/domain/contracts';
import { read } from '@/lib/cms/call';
import { fr } from '@/lib/i18n/fr';
import { readTokens } from '@/lib/session/cookies';

const t = fr.pipeline;

export const metadata: Metadata = { title: t.metaTitle, robots: { index: false } };

type Props = {
  params: Promise<{ offerId: string }>;
  searchParams: Promise<{ page?: string; statut?: string; searchCandidat?: string }>;
};

/**
 * The applications of one offer (spec 02 §2 `/recrutement/offre/candidature/{offerId}?page=1&statut=..&searchCandidat=..`):
 * counts per status, status filter, free search, pages of 20; each application with its candidate, message,
 * files, profile and status select. Listing marks the new ones as opened: they are flagged this once.
 */
export default async function OfferApplicationsPage({ params, searchParams }: Props) {
  const { offerId } = await params;
  const query = await searchParams;
  const statut = ['0', '1', '2'].includes(query.statut ?? '') ? query.statut : undefined;
  const search = query.searchCandidat?.trim().slice(0, 100) || undefined;
  const page = pageParam(query.page);
  const tokens = await readTokens();
  const list = tokens
    ? await read(applicationRoutes.recruiterList, {
        params: { offerId },
        query: { page: String(page), statut, searchCandidat: search },
        jwt: tokens.jwt,
      })
    : null;
  if (!list) notFound();
  const path = `/recrutement/offre/candidature/${encodeURIComponent(list.offre.id)}`;
  const filters = { statut, searchCandidat: search };
  const filtered = Boolean(statut || search);
  const all = list.compteurs['0'] + list.compteurs['1'] + list.compteurs['2'];
  const statuses = Object.entries(APPLICATION_STATUS_LABELS).map(([value, label]) => ({
    value,
    label: fr.offers.withCount(label, list.compteurs[value as '0' | '1' | '2'] ?? 0),
  }));

  return (
    <>
      <Link href="/recrutement/offres" className="text-sm text-vin-700 underline-offset-2 hover:underline">
        ← {t.back}
      </Link>
      <div className="mt-3 flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-2xl font-bold text-vin-900">{t.title(list.offre.titre)}</h1>
        {(list.offre.etat === 'publiee' || list.offre.etat === 'expiree' || list.offre.etat === 'suspendue') && (
          <Link href={`/offres/${list.offre.id}`} className="text-sm font-semibold text-vin-700 underline underline-offset-2">
            {t.viewOffer}
          </Link>
        )}
      </div>

      {list.offre.vendanges && <HarvestStartBox offerId={list.offre.id} />}

      <section aria-labelledby="compteurs" className="mt-4">
        <h2 id="compteurs" className="sr-only">
          {t.counts}
        </h2>
        <ul className="flex flex-wrap gap-3 text-sm">
          <li>
            <Link
              href={listHref(path, { searchCandidat: search }, 1)}
              aria-current={!statut ? 'true' : undefined}
              className="inline-block rounded-full border border-stone-300 bg-white px-3 py-1 font-semibold text-stone-800 hover:border-vin-700 aria-[current=true]:border-vin-700 aria-[current=true]:bg-vin-50"
            >
              {fr.offers.withCount(t.allStatuses, all)}
            </Link>
          </li>
          {(['0', '1', '2'] as const).map((s) => (
            <li key={s}>
              <Link
                href={listHref(path, { statut: s, searchCandidat: search }, 1)}
                aria-current={statut === s ? 'true' : undefined}
                className="inline-block rounded-full border border-stone-300 bg-white px-3 py-1 font-semibold text-stone-800 hover:border-vin-700 aria-[current=true]:border-vin-700 aria-[current=true]:bg-vin-50"
              >
                {fr.offers.withCount(APPLICATION_STATUS_LABELS[Number(s) as ApplicationStatus], list.compteurs[s])}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <form
        method="get"
        role="search"
        className="mt-4 grid gap-4 rounded-xl border border-sarment-100 bg-white p-4 shadow-sm md:grid-cols-[1fr_2fr_auto] md:items-end"
      >
        <SelectField
          dense
          id="statut"
          name="statut"
          label={t.status}
          placeholder={t.allStatuses}
          defaultValue={statut ?? ''}
          options={statuses}
        />
        <TextField dense id="searchCandidat" name="searchCandidat" type="search" label={t.search} defaultValue={search} />
        <button type="submit" className="rounded-full bg-vin-700 px-5 py-2 text-sm font-semibold text-white hover:bg-vin-800">
          {t.filter}
        </button>
      </form>

      <p className="mt-6 text-sm font-semibold text-stone-800">{t.count(list.total)}</p>
      {list.total === 0 ? (
        <p className="mt-4 rounded-xl bg-white p-6 text-center text-stone-700">{filtered ? t.empty : t.emptyNone}</p>
      ) : list.candidatures.length === 0 ? (
        <div className="mt-4 rounded-xl bg-white p-6 text-center text-stone-700">
          <p>{t.pageEmpty(page)}</p>
          <Link href={listHref(path, filters, 1)} className="mt-4 inline-block font-semibold text-vin-700 underline underline-offset-2">
            {t.firstPage}
          </Link>
        </div>
      ) : (
        <ul className="mt-4 space-y-4">
          {list.candidatures.map((application) => (
            <li key={application.id}>
              <RecruiterApplicationCard application={application} offerId={list.offre.id} />
            </li>
          ))}
        </ul>
      )}
      <PageLinks page={page} pages={list.pages} href={(p) => listHref(path, filters, p)} label={fr.pagination.label} />
    </>
  );
}
