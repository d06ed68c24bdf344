import {
  COURSE_FUNDING_LABELS,
  COURSE_FUNDINGS,
  COURSE_MODALITIES,
  COURSE_MODALITY_LABELS,
  COURSE_TYPE_LABELS,
  COURSE_TYPES,
  departementLabel,
  DOMAINS,
  regionName,
  STUDY_LEVELS,
} from '@cep/domain';
import { Checkbox } from '@/components/forms/Checkbox';
import { FacetFilter, fromCodes, withCounts } from '@/components/search/FacetFilter';
import { FiltersDrawer } from '@/components/search/FiltersDrawer';
import { SearchActions, SearchWhereWhat } from '@/components/search/SearchWhereWhat';
import type { CourseSearchInput } from '@/lib/course-search';
import { fr } from '@/lib/i18n/fr';
import { choiceOptions } from '@/lib/options';

/** The filters counted on the « Filtres (n) » button. */
const FILTER_KEYS = ['type', 'niveau', 'domaine', 'region', 'departement', 'modalite', 'financement', 'session'] as const;

const t = fr.courseSearch;
type Facets = Record<string, Record<string, number>>;
const labelled = (labels: Record<string, string>, values: readonly string[]) =>
  values.map((value) => ({ value, label: labels[value] ?? value }));

/** /formations' GET form, as /offres': works without JavaScript (but the commune picker), every state is a URL. */
export function CourseSearchForm({ input, facets }: { input: CourseSearchInput; facets: Facets }) {
  const regionCodes = [...new Set([...Object.keys(facets.regions ?? {}), ...(input.region ? [input.region] : [])])];
  const departmentCodes = [...new Set([...Object.keys(facets.departments ?? {}), ...(input.departement ? [input.departement] : [])])];
  return (
    // Keyed on the search: uncontrolled fields would keep their old values when a chip or a link changes the URL.
    <form
      key={new URLSearchParams(input).toString()}
      action="/formations"
      method="get"
      role="search"
      className="rounded-xl border border-sarment-100 bg-white p-4 shadow-sm"
    >
      <SearchWhereWhat input={input} label={t.searchLabel} />
      <FiltersDrawer results="/formations#resultats" count={FILTER_KEYS.filter((key) => input[key]).length}>
        <fieldset className="mt-4">
          <legend className="sr-only">{fr.offers.filters}</legend>
          <div className="grid gap-4 sm:grid-cols-2 md:grid-cols-4">
            <FacetFilter
              id="type"
              text={t.type}
              all={t.allTypes}
              value={input.type}
              options={withCounts(labelled(COURSE_TYPE_LABELS, COURSE_TYPES), facets.type, input.type)}
            />
            <FacetFilter
              id="niveau"
              text={t.level}
              all={t.allLevels}
              value={input.niveau}
              options={withCounts(choiceOptions(STUDY_LEVELS), facets.level, input.niveau)}
            />
            <FacetFilter
              id="domaine"
              text={t.domain}
              all={t.allDomains}
              value={input.domaine}
              options={withCounts(choiceOptions(DOMAINS), facets.domain, input.domaine)}
            />
            <FacetFilter
              id="modalite"
              text={t.modality}
              all={t.allModalities}
              value={input.modalite}
              options={withCounts(labelled(COURSE_MODALITY_LABELS, COURSE_MODALITIES), facets.modalities, input.modalite)}
            />
            <FacetFilter
              id="region"
              text={t.region}
              all={t.allRegions}
              value={input.region}
              options={withCounts(
                fromCodes(regionCodes, (code) => regionName(code) ?? code),
                facets.regions,
                input.region,
              )}
            />
            <FacetFilter
              id="departement"
              text={t.department}
              all={t.allDepartments}
              value={input.departement}
              options={withCounts(fromCodes(departmentCodes, departementLabel), facets.departments, input.departement)}
            />
            <FacetFilter
              id="financement"
              text={t.funding}
              all={t.allFundings}
              value={input.financement}
              options={withCounts(labelled(COURSE_FUNDING_LABELS, COURSE_FUNDINGS), facets.fundings, input.financement)}
            />
            <FacetFilter
              id="tri"
              text={t.sort}
              all={t.sortRelevance}
              value={input.tri}
              options={[
                { value: 'date', label: t.sortDate },
                { value: 'prix', label: t.sortPrice },
              ]}
            />
          </div>
          <div className="mt-4">
            <Checkbox id="session" name="session" value="1" label={t.upcoming} defaultChecked={input.session === '1'} />
          </div>
        </fieldset>
      </FiltersDrawer>
      <SearchActions resetHref="/formations" />
    </form>
  );
}
