import { contracts, departementLabel, DOMAINS, EXPERIENCE_LEVELS, HARVEST_SEARCH_FLAGS, regionName, STUDY_LEVELS } from '@cep/domain';
import { TextField } from '@/components/forms/TextField';
import { Checkbox } from '@/components/forms/Checkbox';
import { FacetFilter, fromCodes, withCounts } from '@/components/search/FacetFilter';
import { FiltersDrawer } from '@/components/search/FiltersDrawer';
import { SearchActions, SearchWhereWhat } from '@/components/search/SearchWhereWhat';
import type { OfferSearchInput } from '@/lib/offer-search';
import { localizedPath } from '@/lib/i18n/language-paths';
import { pageWords } from '@/lib/i18n/page-language';
import type { Option } from '@/components/forms/field-parts';
import { choiceOptions } from '@/lib/options';

/** The filters counted on the « Filtres (n) » button. */
const FILTER_KEYS = [
  'contrat',
  'departement',
  'region',
  'domaine',
  'experience',
  'niveau',
  'depuis',
  'vendanges',
  'teletravail',
  ...HARVEST_SEARCH_FLAGS.map((flag) => flag.param),
] as const;

/** The filters set, the days a picker is free counting as one. */
const filterCount = (input: OfferSearchInput) =>
  FILTER_KEYS.filter((key) => input[key]).length + (input.disponibleDu || input.disponibleAu ? 1 : 0);

type Facets = Record<string, Record<string, number>>;

const SINCE = [1, 7, 30];

/** A plain GET form: the search works without JavaScript (the commune picker needs it) and every state is a shareable URL. */
export async function SearchFilters({ input, facets }: { input: OfferSearchInput; facets: Facets }) {
  const { language, t, o } = await pageWords();
  const counted = (options: Option[], counts: Record<string, number> | undefined, chosen?: string) =>
    withCounts(options, counts, chosen, t.offers.withCount);
  const translated = (labels: Record<number, string>, choices: typeof DOMAINS) =>
    choiceOptions(choices).map((option) => ({ ...option, label: labels[Number(option.value)] ?? option.label }));
  const regionCodes = [...new Set([...Object.keys(facets.regions ?? {}), ...(input.region ? [input.region] : [])])];
  const departmentCodes = [...new Set([...Object.keys(facets.departments ?? {}), ...(input.departement ? [input.departement] : [])])];
  return (
    // Keyed on the search: uncontrolled fields would keep their old values when a chip or a link changes the URL.
    <form
      key={new URLSearchParams(input).toString()}
      action={localizedPath(language, '/offres')}
      method="get"
      role="search"
      className="rounded-xl border border-sarment-100 bg-white p-4 shadow-sm"
    >
      <SearchWhereWhat input={input} label={t.offers.searchLabel} />
      <FiltersDrawer results={`${localizedPath(language, '/offres')}#resultats`} count={filterCount(input)}>
        <fieldset className="mt-4">
          <legend className="sr-only">{t.offers.filters}</legend>
          <div className="grid gap-4 sm:grid-cols-2 md:grid-cols-4">
            <FacetFilter
              id="contrat"
              text={t.offers.contract}
              all={t.offers.allContracts}
              value={input.contrat}
              options={counted(
                contracts.map((c) => ({ value: c.slug, label: o.labels.contracts[c.id] ?? c.label })),
                facets.contract,
                input.contrat,
              )}
            />
            <FacetFilter
              id="domaine"
              text={t.offers.domain}
              all={t.offers.allDomains}
              value={input.domaine}
              options={counted(translated(o.labels.domains, DOMAINS), facets.domains, input.domaine)}
            />
            <FacetFilter
              id="region"
              text={t.offers.region}
              all={t.offers.allRegions}
              value={input.region}
              options={counted(
                fromCodes(regionCodes, (code) => regionName(code) ?? code),
                facets.regions,
                input.region,
              )}
            />
            <FacetFilter
              id="departement"
              text={t.offers.department}
              all={t.offers.allDepartments}
              value={input.departement}
              options={counted(fromCodes(departmentCodes, departementLabel), facets.departments, input.departement)}
            />
            <FacetFilter
              id="experience"
              text={t.offers.experience}
              all={t.offers.anyExperience}
              value={input.experience}
              options={counted(translated(o.labels.experience, EXPERIENCE_LEVELS), facets.experience, input.experience)}
            />
            <FacetFilter
              id="niveau"
              text={t.offers.studyLevel}
              all={t.offers.anyStudyLevel}
              value={input.niveau}
              options={counted(translated(o.labels.studyLevels, STUDY_LEVELS), facets.studyLevel, input.niveau)}
            />
            <FacetFilter
              id="depuis"
              text={t.offers.since}
              all={t.offers.anyTime}
              value={input.depuis}
              options={SINCE.map((days) => ({ value: String(days), label: t.offers.sinceDays(days) }))}
            />
            <FacetFilter
              id="tri"
              text={t.offers.sort}
              all={t.offers.sortRelevance}
              value={input.tri}
              options={[
                { value: 'date', label: t.offers.sortDate },
                { value: 'salaire', label: t.offers.sortPay },
                { value: 'debut', label: t.offers.sortStart },
              ]}
            />
          </div>
          <div className="mt-4 flex flex-wrap items-center gap-x-6 gap-y-2">
            <Checkbox
              id="vendanges"
              name="vendanges"
              value="1"
              label={t.offers.withCount(t.offers.harvestOnly, facets.harvest?.true ?? 0)}
              defaultChecked={input.vendanges === '1'}
            />
            <Checkbox
              id="teletravail"
              name="teletravail"
              value="1"
              label={t.offers.withCount(t.offers.homeOffice, facets.homeOffice?.true ?? 0)}
              defaultChecked={input.teletravail === '1'}
            />
          </div>
        </fieldset>
        {/* What a picker looks for (issue #40): ticking one keeps harvest offers only, which alone say it. */}
        <fieldset className="mt-4 border-t border-sarment-100 pt-4">
          <legend className="text-sm font-semibold text-vin-900">{t.offers.harvestFilters}</legend>
          <div className="mt-2 flex flex-wrap items-center gap-x-6 gap-y-2">
            {HARVEST_SEARCH_FLAGS.map((flag) => (
              <Checkbox
                key={flag.param}
                id={flag.param}
                name={flag.param}
                value="1"
                label={t.offers.withCount(o.labels.harvestFlags[flag.param], facets[flag.field]?.true ?? 0)}
                defaultChecked={input[flag.param] === '1'}
              />
            ))}
          </div>
          <div className="mt-3 grid max-w-md grid-cols-2 gap-4">
            <TextField
              dense
              type="date"
              id="disponibleDu"
              name="disponibleDu"
              label={t.offers.availableFrom}
              defaultValue={input.disponibleDu}
            />
            <TextField
              dense
              type="date"
              id="disponibleAu"
              name="disponibleAu"
              label={t.offers.availableTo}
              defaultValue={input.disponibleAu}
            />
          </div>
        </fieldset>
      </FiltersDrawer>
      <SearchActions resetHref={localizedPath(language, '/offres')} />
    </form>
  );
}
