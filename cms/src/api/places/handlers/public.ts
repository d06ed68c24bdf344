import type { placesRoutes } from '@cep/domain/contracts';
import type { Handlers } from '../../../contracts/implement';
import { resolvePlaces, searchCities, searchZones } from '../../../places/places';

/**
 * The router and the query parser have already decoded the value (a malformed escape such as `%E0%A4%A` is
 * left as typed): decoding again would turn `%25` into a lone `%` and throw on it.
 */
const text = (value: string | undefined) => (value ?? '').slice(0, 1000);

/** Place autocomplete (spec 01 §7, spec 02 §7): always `data.items`, empty below 3 characters. */
export const publicHandlers = (): Handlers<typeof placesRoutes> => ({
  async cities({ params }) {
    return { data: { items: searchCities(text(params.query)) } };
  },
  async citiesByQuery({ query }) {
    return { data: { items: searchCities(text(query.query)) } };
  },
  async citiesInPostalCode({ params, query }) {
    return { data: { items: searchCities(text(params.query), text(query.codepostal)) } };
  },
  async citiesInPostalCodeByQuery({ query }) {
    return { data: { items: searchCities(text(query.query), text(query.codepostal)) } };
  },
  async zones({ params }) {
    return { data: { items: searchZones(text(params.query)) } };
  },
  async resolve({ params }) {
    const ids = text(params.list)
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean)
      .slice(0, 50);
    return { data: { items: resolvePlaces(ids) } };
  },
});
