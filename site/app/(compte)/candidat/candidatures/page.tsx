import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { APPLICATION_STATUS_LABELS, messages } from '@cep/domain';
import { CandidateApplicationItems } from '@/components/applications/CandidateApplicationItems';
import { listHref, PageLinks, pageParam } from '@/components/applications/PageLinks';
import { FormAlert } from '@/components/forms/FormAlert';
import { SelectField } from '@/components/forms/SelectField';
import { TextField } from '@/components/forms/TextField';
import { applicationRoutes, seasonalRoutes } from '@cep/domain/contracts';
import { MySeasons } from '@/components/seasonal/MySeasons';
import { ApplicationSent } from '@/components/pwa/ApplicationSent';
import { KeepOffline } from '@/components/pwa/KeepOffline';
import { read } from '@/lib/cms/call';
import { fr } from '@/lib/i18n/fr';
import { readTokens } from '@/lib/session/cookies';
import { chosenLanguage } from '@/lib/i18n/chosen-language';
import { translation } from '@/lib/i18n/page-language';

const t = fr.myApplications;
const PATH = '/candidat/candidatures';

export const metadata: Metadata = { title: t.title, robots: { index: false } };

type Query = { page?: string; statut?: string; searchCandidature?: string; envoyee?: string };

const STATUSES = Object.entries(APPLICATION_STATUS_LABELS).map(([value, label]) => ({ value, label }));

/**
 * « Mes candidatures » (spec 02 §2 `/candidat/candidatures?page=1&statut=..&searchCandidature=..`): status
 * filter, free search, pages of 10; each application with its offer, date, status, chase-up and withdrawal.
 */
export default async function CandidateApplicationsPage({ searchParams }: { searchParams: Promise<Query> }) {
  const query = await searchParams;
  const language = await chosenLanguage();
  const statut = ['0', '1', '2'].includes(query.statut ?? '') ? query.statut : undefined;
  const search = query.searchCandidature?.trim().slice(0, 100) || undefined;
  const page = pageParam(query.page);
  const tokens = await readTokens();
  const list = tokens
    ? await read(applicationRoutes.list, { query: { page: String(page), statut, searchCandidature: search }, jwt: tokens.jwt })
    : null;
  if (!list) notFound();
  // What estates recorded of the candidate's harvest seasons: shown where they follow their applications.
  const seasons = tokens ? await read(seasonalRoutes.mine, { jwt: tokens.jwt }) : null;
  const filters = { statut, searchCandidature: search };
  const filtered = Boolean(statut || search);
  const pastTheEnd = list.candidatures.length === 0 && list.total > 0;

  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="text-2xl font-bold text-vin-900">{t.title}</h1>
      <p className="mt-2 text-stone-700">{t.intro}</p>
      {list.candidatures.some((application) => application.id === query.envoyee) && (
        <div className="mt-4">
          {language === 'fr' ? (
            <FormAlert tone="success" message={`${messages.candidatureEnvoyee} ${t.sent}`} />
          ) : (
            // The worker's own language for the one line that answers their send (the page itself is French).
            <div lang={language}>
              <FormAlert tone="success" message={translation(language).messages.candidatureEnvoyee} />
            </div>
          )}
          <ApplicationSent />
        </div>
      )}
      <form
        method="get"
        role="search"
        className="mt-6 grid gap-4 rounded-xl border border-sarment-100 bg-white p-4 shadow-sm md:grid-cols-[1fr_2fr_auto] md:items-end"
      >
        <SelectField
          dense
          id="statut"
          name="statut"
          label={t.status}
          placeholder={t.allStatuses}
          defaultValue={statut ?? ''}
          options={STATUSES}
        />
        <TextField dense id="searchCandidature" name="searchCandidature" type="search" label={t.search} defaultValue={search} />
        <button type="submit" className="rounded-full bg-vin-700 px-5 py-2 text-sm font-semibold text-white hover:bg-vin-800">
          {t.filter}
        </button>
      </form>

      <CandidateApplicationItems
        applications={list.candidatures}
        countLabel={t.count(list.total)}
        empty={
          list.total === 0
            ? {
                text: filtered ? t.empty : t.emptyNone,
                href: filtered ? PATH : '/offres',
                action: filtered ? t.allApplications : t.findOffers,
              }
            : pastTheEnd
              ? { text: t.pageEmpty(page), href: listHref(PATH, filters, 1), action: t.firstPage }
              : undefined
        }
      />
      <PageLinks page={page} pages={list.pages} href={(p) => listHref(PATH, filters, p)} label={fr.pagination.label} />
      {seasons && seasons.domaines.length > 0 && <MySeasons domaines={seasons.domaines} />}
      {/* The list and its online offers, readable offline in the installed app. */}
      <KeepOffline
        page={PATH}
        offers={list.candidatures.flatMap((application) =>
          application.offre.enLigne && application.offre.id ? [application.offre.id] : [],
        )}
      />
    </div>
  );
}
