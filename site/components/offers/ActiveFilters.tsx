import {
  contractBySlug,
  departementLabel,
  DOMAINS,
  EXPERIENCE_LEVELS,
  calendarDay,
  formatCalendarDay,
  HARVEST_SEARCH_FLAGS,
  isIsoDate,
  labelOf,
  regionName,
  STUDY_LEVELS,
} from '@cep/domain';
import type { OfferSearchInput } from '@/lib/offer-search';
import { localizedPath } from '@/lib/i18n/language-paths';
import { pageWords, type PageWords } from '@/lib/i18n/page-language';
import { FilterChips } from '@/components/search/FilterChips';
import { offersHref } from './search-params';

type Chip = { label: string; clears: Partial<OfferSearchInput> };

/** « Disponible du 14 septembre 2027 au 30 septembre 2027 »; a day the cms would not read is no chip. */
function availability(input: OfferSearchInput, { language, t, o }: PageWords): string | undefined {
  const day = (value: string | undefined) =>
    value && isIsoDate(value) ? (language === 'fr' ? formatCalendarDay(value) : calendarDay(o.intl, value)) : '';
  const [from, to] = [day(input.disponibleDu), day(input.disponibleAu)];
  return from || to ? t.offers.availableChip(from, to) : undefined;
}

/** The search's active criteria, each with what removing it clears. */
function chipsOf(input: OfferSearchInput, words: PageWords): Chip[] {
  const { t, o } = words;
  const chip = (value: string | undefined, label: (v: string) => string | undefined, clears: Partial<OfferSearchInput>): Chip[] => {
    const text = value ? label(value) : undefined;
    return text ? [{ label: text, clears }] : [];
  };
  return [
    ...chip(input.q, (q) => `« ${q} »`, { q: undefined }),
    ...chip(
      input.contrat,
      (slug) => {
        const c = contractBySlug(slug);
        return c && o.labels.contracts[c.id];
      },
      { contrat: undefined },
    ),
    ...chip(input.departement, departementLabel, { departement: undefined }),
    ...chip(input.region, regionName, { region: undefined }),
    ...chip(input.domaine, (id) => labelOf(DOMAINS, Number(id)) && o.labels.domains[Number(id)], { domaine: undefined }),
    ...chip(input.experience, (id) => labelOf(EXPERIENCE_LEVELS, Number(id)) && o.labels.experience[Number(id)], { experience: undefined }),
    ...chip(input.niveau, (id) => labelOf(STUDY_LEVELS, Number(id)) && o.labels.studyLevels[Number(id)], { niveau: undefined }),
    ...chip(input.vendanges, () => t.offers.harvestOnly, { vendanges: undefined }),
    ...HARVEST_SEARCH_FLAGS.flatMap((flag) =>
      chip(input[flag.param], () => o.labels.harvestFlags[flag.param], { [flag.param]: undefined }),
    ),
    ...chip(input.disponibleDu || input.disponibleAu, () => availability(input, words), {
      disponibleDu: undefined,
      disponibleAu: undefined,
    }),
    ...chip(input.teletravail, () => t.offers.homeOffice, { teletravail: undefined }),
    ...chip(input.depuis, (days) => `${t.offers.since} ${t.offers.sinceDays(Number(days))}`, { depuis: undefined }),
    ...chip(input.autour, () => t.offers.aroundChip(input.autourLibelle ?? '', input.rayon ?? '30'), {
      autour: undefined,
      autourLibelle: undefined,
      rayon: undefined,
    }),
    ...chip(input.zone, () => t.offers.alertZones, { zone: undefined, rayon: undefined }),
  ];
}

/** The search's active criteria as removable chips. */
export async function ActiveFilters({ input }: { input: OfferSearchInput }) {
  const words = await pageWords();
  const chips = chipsOf(input, words).map((c) => ({
    label: c.label,
    href: localizedPath(words.language, offersHref(input, { ...c.clears, page: undefined })),
  }));
  return <FilterChips chips={chips} resetHref={localizedPath(words.language, '/offres')} />;
}
