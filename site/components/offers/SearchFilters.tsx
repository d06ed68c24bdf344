import Link from 'next/link';
import { contracts, departementLabel, DOMAINS, EXPERIENCE_LEVELS, regionName, STUDY_LEVELS, type Choice } from '@cep/domain';
import { PlaceAutocomplete } from '@/components/forms/PlaceAutocomplete';
import type { OfferSearchInput } from '@/lib/offer-search';
import { fr } from '@/lib/i18n/fr';

type Facets = Record<string, Record<string, number>>;
type Option = { value: string; label: string };

const field = 'mt-1 block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm';
const label = 'block text-sm font-medium text-stone-800';
const RADII = [10, 20, 30, 50, 100];
const SINCE = [1, 7, 30];

/** Options with their facet count; the chosen value stays listed even when the other filters leave it at 0. */
function withCounts(options: Option[], counts: Record<string, number> = {}, chosen?: string): Option[] {
  return options
    .filter((o) => (counts[o.value] ?? 0) > 0 || o.value === chosen)
    .map((o) => ({ value: o.value, label: `${o.label} (${counts[o.value] ?? 0})` }));
}

const fromChoices = (choices: readonly Choice[]): Option[] => choices.map((c) => ({ value: String(c.id), label: c.label }));
const fromCodes = (codes: string[], name: (code: string) => string): Option[] =>
  codes.sort().map((code) => ({ value: code, label: name(code) }));

function Select({
  id,
  name,
  text,
  all,
  options,
  value,
}: {
  id: string;
  name: string;
  text: string;
  all: string;
  options: Option[];
  value?: string;
}) {
  return (
    <div>
      <label htmlFor={id} className={label}>
        {text}
      </label>
      <select id={id} name={name} defaultValue={value ?? ''} className={field}>
        <option value="">{all}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A plain GET form: the search works without JavaScript (the commune picker needs it) and every state is a shareable URL. */
export function SearchFilters({ input, facets }: { input: OfferSearchInput; facets: Facets }) {
  const regionCodes = [...new Set([...Object.keys(facets.regions ?? {}), ...(input.region ? [input.region] : [])])];
  const departmentCodes = [...new Set([...Object.keys(facets.departments ?? {}), ...(input.departement ? [input.departement] : [])])];
  return (
    <form action="/offres" method="get" role="search" className="rounded-xl border border-sarment-100 bg-white p-4 shadow-sm">
      <div className="grid gap-4 md:grid-cols-[2fr_2fr_1fr]">
        <div>
          <label htmlFor="q" className={label}>
            {fr.offers.searchLabel}
          </label>
          <input id="q" name="q" type="search" defaultValue={input.q} className={field} autoComplete="off" />
        </div>
        <PlaceAutocomplete
          id="autour"
          name="autour"
          labelName="autourLibelle"
          label={fr.offers.around}
          hint={fr.offers.aroundHint}
          source="villes"
          defaultValue={input.autour}
          defaultLabel={input.autourLibelle}
        />
        <div>
          <label htmlFor="rayon" className={label}>
            {fr.offers.radius}
          </label>
          <select id="rayon" name="rayon" defaultValue={input.rayon ?? '30'} className={field}>
            {RADII.map((km) => (
              <option key={km} value={km}>
                {fr.offers.radiusKm(km)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <fieldset className="mt-4">
        <legend className="sr-only">{fr.offers.filters}</legend>
        <div className="grid gap-4 sm:grid-cols-2 md:grid-cols-4">
          <Select
            id="contrat"
            name="contrat"
            text={fr.offers.contract}
            all={fr.offers.allContracts}
            value={input.contrat}
            options={withCounts(
              contracts.map((c) => ({ value: c.slug, label: c.label })),
              facets.contract,
              input.contrat,
            )}
          />
          <Select
            id="domaine"
            name="domaine"
            text={fr.offers.domain}
            all={fr.offers.allDomains}
            value={input.domaine}
            options={withCounts(fromChoices(DOMAINS), facets.domains, input.domaine)}
          />
          <Select
            id="region"
            name="region"
            text={fr.offers.region}
            all={fr.offers.allRegions}
            value={input.region}
            options={withCounts(
              fromCodes(regionCodes, (code) => regionName(code) ?? code),
              facets.regions,
              input.region,
            )}
          />
          <Select
            id="departement"
            name="departement"
            text={fr.offers.department}
            all={fr.offers.allDepartments}
            value={input.departement}
            options={withCounts(fromCodes(departmentCodes, departementLabel), facets.departments, input.departement)}
          />
          <Select
            id="experience"
            name="experience"
            text={fr.offers.experience}
            all={fr.offers.anyExperience}
            value={input.experience}
            options={withCounts(fromChoices(EXPERIENCE_LEVELS), facets.experience, input.experience)}
          />
          <Select
            id="niveau"
            name="niveau"
            text={fr.offers.studyLevel}
            all={fr.offers.anyStudyLevel}
            value={input.niveau}
            options={withCounts(fromChoices(STUDY_LEVELS), facets.studyLevel, input.niveau)}
          />
          <Select
            id="depuis"
            name="depuis"
            text={fr.offers.since}
            all={fr.offers.anyTime}
            value={input.depuis}
            options={SINCE.map((days) => ({ value: String(days), label: fr.offers.sinceDays(days) }))}
          />
          <Select
            id="tri"
            name="tri"
            text={fr.offers.sort}
            all={fr.offers.sortRelevance}
            value={input.tri}
            options={[
              { value: 'date', label: fr.offers.sortDate },
              { value: 'salaire', label: fr.offers.sortPay },
            ]}
          />
        </div>
        <div className="mt-4 flex flex-wrap items-center gap-x-6 gap-y-2">
          <label className="flex items-center gap-2 text-sm text-stone-800">
            <input type="checkbox" name="vendanges" value="1" defaultChecked={input.vendanges === '1'} className="h-4 w-4 accent-vin-700" />
            {fr.offers.harvestOnly} ({facets.harvest?.true ?? 0})
          </label>
          <label className="flex items-center gap-2 text-sm text-stone-800">
            <input
              type="checkbox"
              name="teletravail"
              value="1"
              defaultChecked={input.teletravail === '1'}
              className="h-4 w-4 accent-vin-700"
            />
            {fr.offers.homeOffice} ({facets.homeOffice?.true ?? 0})
          </label>
        </div>
      </fieldset>
      <div className="mt-4 flex flex-wrap items-center justify-end gap-3">
        <Link href="/offres" className="text-sm text-stone-700 underline-offset-2 hover:underline">
          {fr.offers.reset}
        </Link>
        <button type="submit" className="rounded-full bg-vin-700 px-5 py-2 text-sm font-semibold text-white hover:bg-vin-800">
          {fr.offers.submit}
        </button>
      </div>
    </form>
  );
}
