import Link from 'next/link';
import { contractBySlug, departementLabel, DOMAINS, EXPERIENCE_LEVELS, labelOf, regionName, STUDY_LEVELS } from '@cep/domain';
import type { OfferSearchInput } from '@/lib/offer-search';
import { fr } from '@/lib/i18n/fr';
import { offersHref } from './search-params';

const t = fr.offers;

type Chip = { label: string; clears: Partial<OfferSearchInput> };

/** The search's active criteria, each with what removing it clears. */
function chipsOf(input: OfferSearchInput): Chip[] {
  const chip = (value: string | undefined, label: (v: string) => string | undefined, clears: Partial<OfferSearchInput>): Chip[] => {
    const text = value ? label(value) : undefined;
    return text ? [{ label: text, clears }] : [];
  };
  return [
    ...chip(input.q, (q) => `« ${q} »`, { q: undefined }),
    ...chip(input.contrat, (slug) => contractBySlug(slug)?.label, { contrat: undefined }),
    ...chip(input.departement, departementLabel, { departement: undefined }),
    ...chip(input.region, regionName, { region: undefined }),
    ...chip(input.domaine, (id) => labelOf(DOMAINS, Number(id)), { domaine: undefined }),
    ...chip(input.experience, (id) => labelOf(EXPERIENCE_LEVELS, Number(id)), { experience: undefined }),
    ...chip(input.niveau, (id) => labelOf(STUDY_LEVELS, Number(id)), { niveau: undefined }),
    ...chip(input.vendanges, () => t.harvestOnly, { vendanges: undefined }),
    ...chip(input.teletravail, () => t.homeOffice, { teletravail: undefined }),
    ...chip(input.depuis, (days) => `${t.since} ${t.sinceDays(Number(days))}`, { depuis: undefined }),
    ...chip(input.autour, () => t.aroundChip(input.autourLibelle ?? '', input.rayon ?? '30'), {
      autour: undefined,
      autourLibelle: undefined,
      rayon: undefined,
    }),
    ...chip(input.zone, () => t.alertZones, { zone: undefined, rayon: undefined }),
  ];
}

/** Active filters as removable chips (issue #17 item 1): each is a link to the same search without it. */
export function ActiveFilters({ input }: { input: OfferSearchInput }) {
  const chips = chipsOf(input);
  if (chips.length === 0) return null;
  return (
    <nav aria-label={t.activeFilters} className="mt-4">
      <ul className="flex flex-wrap items-center gap-2 text-sm">
        {chips.map((c) => (
          <li key={c.label}>
            <Link
              href={offersHref(input, { ...c.clears, page: undefined })}
              aria-label={t.removeFilter(c.label)}
              className="flex items-center gap-1 rounded-full border border-sarment-100 bg-sarment-50 py-1 pl-3 pr-2 hover:border-vin-700"
            >
              {c.label}
              <span aria-hidden="true">×</span>
            </Link>
          </li>
        ))}
        <li>
          <Link href="/offres" className="font-semibold text-vin-700 underline">
            {t.clearFilters}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
