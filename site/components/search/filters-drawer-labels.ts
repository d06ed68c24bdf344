import { fr } from '@/lib/i18n/fr';

export interface FiltersDrawerLabels {
  /** « Filtres (n) », n the filters chosen. */
  open: string;
  title: string;
  close: string;
  show: string;
}

/** The drawer's words, put together on the server: the browser gets four strings, not the dictionary. */
export function filtersDrawerLabels(count: number): FiltersDrawerLabels {
  return { open: fr.offers.filtersButton(count), title: fr.offers.filters, close: fr.offers.closeFilters, show: fr.offers.showResults };
}
