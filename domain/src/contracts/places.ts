import { z } from '../zod';
import type { PlacesAnswer } from '../responses/places';
import { queryText } from './fields';
import { route } from './route';

const open = { public: true } as const;

/**
 * What is typed in a place field, as the router hands it (a malformed escape such as `%E0%A4%A` is left as typed):
 * any text, bounded; the lists read it as typed and answer an empty list when nothing matches.
 */
const typed = z.string().max(1000);
const byQuery = z.object({ query: typed });

/** Place autocomplete (spec 01 §7, spec 02 §7): always `data.items`, empty below 3 characters. */
export const placesRoutes = {
  cities: route<PlacesAnswer>()({
    method: 'GET',
    path: '/villes/:query',
    summary: 'Communes whose name or postal code starts with the typed text, the largest first.',
    access: open,
    params: byQuery,
  }),
  citiesByQuery: route<PlacesAnswer>()({
    method: 'GET',
    path: '/villes',
    summary: 'The same communes, the typed text in the query string.',
    access: open,
    query: z.object({ query: queryText(1000) }),
  }),
  citiesInPostalCode: route<PlacesAnswer>()({
    method: 'GET',
    path: '/villes_cp/:query',
    summary: 'Communes by name, narrowed to a postal code.',
    access: open,
    params: byQuery,
    query: z.object({ codepostal: queryText(1000) }),
  }),
  citiesInPostalCodeByQuery: route<PlacesAnswer>()({
    method: 'GET',
    path: '/villes_cp',
    summary: 'Communes narrowed to a postal code, the typed text (if any) in the query string; a whole code needs none.',
    access: open,
    query: z.object({ query: queryText(1000), codepostal: queryText(1000) }),
  }),
  zones: route<PlacesAnswer>()({
    method: 'GET',
    path: '/zonegeo/:query',
    summary: 'Regions and departments, then communes, whose name starts with the typed text (zone pickers).',
    access: open,
    params: byQuery,
  }),
  resolve: route<PlacesAnswer>()({
    method: 'GET',
    path: '/json/localisation/:list',
    summary: 'The items of saved zone ids (`dep33,vil33314`), at most 50; unknown ids are left out.',
    access: open,
    params: z.object({ list: typed }),
  }),
};
