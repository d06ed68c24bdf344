import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { uploadIn } from '../../../private-files/uploads';
import { resourceNamed } from '../services/resources';
import type { BackofficeResource, Staff, WriteResult } from '../services/resource';
import { contentRange, parseListQuery } from '../services/simple-rest';

type StaffUser = { id: number; email: string; prenom?: string | null; nom?: string | null };

function staffOf(ctx: Context): Staff {
  const user = ctx.state.user as StaffUser;
  const name = [user.prenom, user.nom].filter(Boolean).join(' ') || user.email;
  return { id: user.id, name: `${name} <${user.email}>` };
}

/** The policy has checked the resource exists and the caller's role; a missing one here is a route mistake. */
function resourceOf(ctx: Context): BackofficeResource {
  const resource = resourceNamed(ctx.params.resource);
  if (!resource) throw new Error(`unknown backoffice resource ${String(ctx.params.resource)}`);
  return resource;
}

function answer(ctx: Context, result: WriteResult) {
  if (result.ok) {
    ctx.body = result.record;
    return;
  }
  ctx.status = result.status;
  ctx.body = result.body;
}

/** /api/backoffice/:resource[/:id] in ra-data-simple-rest's exact contract, for every resource of the registry. */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async find(ctx: Context) {
    const resource = resourceOf(ctx);
    const query = parseListQuery(ctx.query, resource.sortable, resource.defaultSort);
    const { records, total } = await resource.list(strapi, query);
    ctx.set('Content-Range', contentRange(String(ctx.params.resource), query.start, records.length, total));
    ctx.body = records;
  },

  async findOne(ctx: Context) {
    const record = await resourceOf(ctx).get(strapi, String(ctx.params.id));
    if (!record) return ctx.notFound();
    ctx.body = record;
  },

  async update(ctx: Context) {
    const resource = resourceOf(ctx);
    if (!resource.update) return ctx.methodNotAllowed();
    answer(ctx, await resource.update(strapi, String(ctx.params.id), ctx.request.body, staffOf(ctx)));
  },

  async create(ctx: Context) {
    const resource = resourceOf(ctx);
    if (!resource.create) return ctx.methodNotAllowed();
    answer(ctx, await resource.create(strapi, ctx.request.body, staffOf(ctx)));
  },

  async delete(ctx: Context) {
    const resource = resourceOf(ctx);
    if (!resource.remove) return ctx.methodNotAllowed();
    answer(ctx, await resource.remove(strapi, String(ctx.params.id), staffOf(ctx)));
  },

  async upload(ctx: Context) {
    const resource = resourceOf(ctx);
    if (!resource.upload) return ctx.methodNotAllowed();
    const bytes = (await uploadIn(ctx, 'fichier'))?.bytes ?? Buffer.alloc(0);
    answer(ctx, await resource.upload(strapi, String(ctx.params.id), bytes, staffOf(ctx)));
  },
});
