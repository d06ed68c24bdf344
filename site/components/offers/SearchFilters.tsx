import Link from 'next/link';
import { contracts, departementLabel } from '@cep/domain';
import type { OfferSearchInput } from '@/lib/cms';
import { fr } from '@/lib/i18n/fr';

type Facets = Record<string, Record<string, number>>;

const field = 'mt-1 block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm';
const label = 'block text-sm font-medium text-stone-800';

/** A plain GET form: the search works without JavaScript and every state is a shareable URL. */
export function SearchFilters({ input, facets }: { input: OfferSearchInput; facets: Facets }) {
  const contractCounts = facets.contract ?? {};
  const departmentCounts = facets.department ?? {};
  const departments = Object.keys(departmentCounts).filter(Boolean).sort();
  if (input.departement && !departments.includes(input.departement)) departments.push(input.departement);

  return (
    <form action="/offres" method="get" role="search" className="rounded-xl border border-sarment-100 bg-white p-4 shadow-sm">
      <div className="grid gap-4 md:grid-cols-[2fr_1fr_1fr]">
        <div>
          <label htmlFor="q" className={label}>
            {fr.offers.searchLabel}
          </label>
          <input id="q" name="q" type="search" defaultValue={input.q} className={field} autoComplete="off" />
        </div>
        <div>
          <label htmlFor="contrat" className={label}>
            {fr.offers.contract}
          </label>
          <select id="contrat" name="contrat" defaultValue={input.contrat ?? ''} className={field}>
            <option value="">{fr.offers.allContracts}</option>
            {contracts.map((c) => (
              <option key={c.slug} value={c.slug}>
                {c.label} ({contractCounts[c.slug] ?? 0})
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="departement" className={label}>
            {fr.offers.department}
          </label>
          <select id="departement" name="departement" defaultValue={input.departement ?? ''} className={field}>
            <option value="">{fr.offers.allDepartments}</option>
            {departments.map((code) => (
              <option key={code} value={code}>
                {departementLabel(code)} ({departmentCounts[code] ?? 0})
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-4">
        <label className="flex items-center gap-2 text-sm text-stone-800">
          <input type="checkbox" name="vendanges" value="1" defaultChecked={input.vendanges === '1'} className="h-4 w-4 accent-vin-700" />
          {fr.offers.harvestOnly}
        </label>
        <label className="flex items-center gap-2 text-sm text-stone-800">
          {fr.offers.sort}
          <select name="tri" defaultValue={input.tri ?? ''} className="rounded-lg border border-stone-300 bg-white px-2 py-1 text-sm">
            <option value="">{fr.offers.sortRelevance}</option>
            <option value="date">{fr.offers.sortDate}</option>
          </select>
        </label>
        <div className="ml-auto flex items-center gap-3">
          <Link href="/offres" className="text-sm text-stone-700 underline-offset-2 hover:underline">
            {fr.offers.reset}
          </Link>
          <button type="submit" className="rounded-full bg-vin-700 px-5 py-2 text-sm font-semibold text-white hover:bg-vin-800">
            {fr.offers.submit}
          </button>
        </div>
      </div>
    </form>
  );
}
