import { contracts, departementLabel, DOMAINS, EXPERIENCE_LEVELS, HARVEST_SEARCH_FLAGS, regionName, STUDY_LEVELS } from '@cep/domain';
import { TextField } from '@/components/forms/TextField';
import { Checkbox } from '@/components/forms/Checkbox';
import { FacetFilter, fromCodes, withCounts } from '@/components/search/FacetFilter';
import { FiltersDrawer } from '@/components/search/FiltersDrawer';
import { SearchActions, SearchWhereWhat } from '@/components/search/SearchWhereWhat';
import type { OfferSearchInput } from '@/lib/offer-search';
import { fr } from '@/lib/i18n/fr';
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
export function SearchFilters({ input, facets }: { input: OfferSearchInput; facets: Facets }) {
  const regionCodes = [...new Set([...Object.keys(facets.regions ?? {}), ...(input.region ? [input.region] : [])])];
  const departmentCodes = [...new Set([...Object.keys(facets.departments ?? {}), ...(input.departement ? [input.departement] : [])])];
  return (
    // Keyed on the search: uncontrolled fields would keep their old values when a chip or a link changes the URL.
    <form
      key={new URLSearchParams(input).toString()}
      action="/offres"
      method="get"
      role="search"
      className="rounded-xl border border-sarment-100 bg-white p-4 shadow-sm"
    >
      <SearchWhereWhat input={input} label={fr.offers.searchLabel} />
      <FiltersDrawer results="/offres#resultats" count={filterCount(input)}>
        <fieldset className="mt-4">
          <legend className="sr-only">{fr.offers.filters}</legend>
          <div className="grid gap-4 sm:grid-cols-2 md:grid-cols-4">
            <FacetFilter
              id="contrat"
              text={fr.offers.contract}
              all={fr.offers.allContracts}
              value={input.contrat}
              options={withCounts(
                contracts.map((c) => ({ value: c.slug, label: c.label })),
                facets.contract,
                input.contrat,
              )}
            />
            <FacetFilter
              id="domaine"
              text={fr.offers.domain}
              all={fr.offers.allDomains}
              value={input.domaine}
              options={withCounts(choiceOptions(DOMAINS), facets.domains, input.domaine)}
            />
            <FacetFilter
              id="region"
              text={fr.offers.region}
              all={fr.offers.allRegions}
              value={input.region}
              options={withCounts(
                fromCodes(regionCodes, (code) => regionName(code) ?? code),
                facets.regions,
                input.region,
              )}
            />
            <FacetFilter
              id="departement"
              text={fr.offers.department}
              all={fr.offers.allDepartments}
              value={input.departement}
              options={withCounts(fromCodes(departmentCodes, departementLabel), facets.departments, input.departement)}
            />
            <FacetFilter
              id="experience"
              text={fr.offers.experience}
              all={fr.offers.anyExperience}
              value={input.experience}
              options={withCounts(choiceOptions(EXPERIENCE_LEVELS), facets.experience, input.experience)}
            />
            <FacetFilter
              id="niveau"
              text={fr.offers.studyLevel}
              all={fr.offers.anyStudyLevel}
              value={input.niveau}
              options={withCounts(choiceOptions(STUDY_LEVELS), facets.studyLevel, input.niveau)}
            />
            <FacetFilter
              id="depuis"
              text={fr.offers.since}
              all={fr.offers.anyTime}
              value={input.depuis}
              options={SINCE.map((days) => ({ value: String(days), label: fr.offers.sinceDays(days) }))}
            />
            <FacetFilter
              id="tri"
              text={fr.offers.sort}
              all={fr.offers.sortRelevance}
              value={input.tri}
              options={[
                { value: 'date', label: fr.offers.sortDate },
                { value: 'salaire', label: fr.offers.sortPay },
                { value: 'debut', label: fr.offers.sortStart },
              ]}
            />
          </div>
          <div className="mt-4 flex flex-wrap items-center gap-x-6 gap-y-2">
            <Checkbox
              id="vendanges"
              name="vendanges"
              value="1"
              label={fr.offers.withCount(fr.offers.harvestOnly, facets.harvest?.true ?? 0)}
              defaultChecked={input.vendanges === '1'}
            />
            <Checkbox
              id="teletravail"
              name="teletravail"
              value="1"
              label={fr.offers.withCount(fr.offers.homeOffice, facets.homeOffice?.true ?? 0)}
              defaultChecked={input.teletravail === '1'}
            />
          </div>
        </fieldset>
        {/* What a picker looks for (issue #40): ticking one keeps harvest offers only, which alone say it. */}
        <fieldset className="mt-4 border-t border-sarment-100 pt-4">
          <legend className="text-sm font-semibold text-vin-900">{fr.offers.harvestFilters}</legend>
          <div className="mt-2 flex flex-wrap items-center gap-x-6 gap-y-2">
            {HARVEST_SEARCH_FLAGS.map((flag) => (
              <Checkbox
                key={flag.param}
                id={flag.param}
                name={flag.param}
                value="1"
                label={fr.offers.withCount(flag.label, facets[flag.field]?.true ?? 0)}
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
              label={fr.offers.availableFrom}
              defaultValue={input.disponibleDu}
            />
            <TextField
              dense
              type="date"
              id="disponibleAu"
              name="disponibleAu"
              label={fr.offers.availableTo}
              defaultValue={input.disponibleAu}
            />
          </div>
        </fieldset>
      </FiltersDrawer>
      <SearchActions resetHref="/offres" />
    </form>
  );
}
