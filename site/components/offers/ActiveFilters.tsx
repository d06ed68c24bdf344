import {
  contractBySlug,
  departementLabel,
  DOMAINS,
  EXPERIENCE_LEVELS,
  formatCalendarDay,
  HARVEST_SEARCH_FLAGS,
  isIsoDate,
  labelOf,
  regionName,
  STUDY_LEVELS,
} from '@cep/domain';
import type { OfferSearchInput } from '@/lib/offer-search';
import { fr } from '@/lib/i18n/fr';
import { FilterChips } from '@/components/search/FilterChips';
import { offersHref } from './search-params';

const t = fr.offers;

type Chip = { label: string; clears: Partial<OfferSearchInput> };

/** « Disponible du 14 septembre 2027 au 30 septembre 2027 »; a day the cms would not read is no chip. */
function availability(input: OfferSearchInput): string | undefined {
  const day = (value: string | undefined) => (value && isIsoDate(value) ? formatCalendarDay(value) : '');
  const [from, to] = [day(input.disponibleDu), day(input.disponibleAu)];
  return from || to ? t.availableChip(from, to) : undefined;
}

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
    ...HARVEST_SEARCH_FLAGS.flatMap((flag) => chip(input[flag.param], () => flag.label, { [flag.param]: undefined })),
    ...chip(input.disponibleDu || input.disponibleAu, () => availability(input), { disponibleDu: undefined, disponibleAu: undefined }),
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

/** The search's active criteria as removable chips. */
export function ActiveFilters({ input }: { input: OfferSearchInput }) {
  const chips = chipsOf(input).map((c) => ({ label: c.label, href: offersHref(input, { ...c.clears, page: undefined }) }));
  return <FilterChips chips={chips} resetHref="/offres" />;
}
