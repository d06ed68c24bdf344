import type { Context } from 'koa';
import { resolvePlaces, searchCities, searchZones } from '../../../places/places';

/**
 * The router and the query parser have already decoded the value (a malformed escape such as `%E0%A4%A` is
 * left as typed): decoding again would turn `%25` into a lone `%` and throw on it.
 */
const param = (ctx: Context, name: string) => {
  const value = ctx.params[name] ?? ctx.query[name];
  return typeof value === 'string' ? value.slice(0, 1000) : '';
};

/** Place autocomplete (spec 01 §7, spec 02 §7): always `data.items`, empty below 3 characters. */
export default {
  async villes(ctx: Context) {
    ctx.body = { data: { items: searchCities(param(ctx, 'query')) } };
  },
  async villesCp(ctx: Context) {
    ctx.body = { data: { items: searchCities(param(ctx, 'query'), param(ctx, 'codepostal')) } };
  },
  async zonegeo(ctx: Context) {
    ctx.body = { data: { items: searchZones(param(ctx, 'query')) } };
  },
  async localisation(ctx: Context) {
    const ids = param(ctx, 'list')
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean)
      .slice(0, 50);
    ctx.body = { data: { items: resolvePlaces(ids) } };
  },
};
