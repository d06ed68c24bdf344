import type { Context } from 'koa';
import { resolvePlaces, searchCities, searchZones } from '../../../places/places';

const param = (ctx: Context, name: string) => decodeURIComponent(String(ctx.params[name] ?? ctx.query[name] ?? ''));

/** Place autocomplete (spec 01 §7, spec 02 §7): always `data.items`, empty below 3 characters. */
export default {
  async villes(ctx: Context) {
    ctx.body = { data: { items: searchCities(param(ctx, 'query')) } };
  },
  async villesCp(ctx: Context) {
    ctx.body = { data: { items: searchCities(param(ctx, 'query'), String(ctx.query.codepostal ?? '')) } };
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
