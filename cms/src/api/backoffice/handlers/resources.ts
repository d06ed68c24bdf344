import type { Core } from '@strapi/strapi';
import { messages } from '@cep/domain';
import type { backofficeRoutes } from '@cep/domain/contracts';
import type { Caller } from '../../../contracts/caller';
import type { Handlers } from '../../../contracts/implement';
import { refuse } from '../../../contracts/refusal';
import { resourceNamed } from '../services/resources';
import type { Staff, WriteResult } from '../services/resource';
import { contentRange, parseListQuery } from '../services/simple-rest';

type ResourceRoutes = Pick<typeof backofficeRoutes, 'find' | 'findOne' | 'update' | 'create' | 'remove' | 'upload'>;

/** The staff member as the records they write name them: « Prénom Nom <adresse> ». */
function staffOf(caller: Caller): Staff {
  const name = [caller.prenom, caller.nom].filter(Boolean).join(' ') || caller.email;
  return { id: caller.id, name: `${name} <${caller.email}>` };
}

/** The staff policy has checked the resource exists and the caller's role; a missing one here is a route mistake. */
function resourceOf(name: string) {
  const resource = resourceNamed(name);
  if (!resource) throw new Error(`unknown backoffice resource ${name}`);
  return resource;
}

/** What a resource's write answers: the record, or its refusal in the one envelope. */
const written = (result: WriteResult) => (result.ok ? result.record : refuse.withFlags({ code: result.status, ...result.body }));

const notAllowed = () => refuse.status(405, messages.methodeNonAutorisee);

/** /api/backoffice/:resource[/:id] in ra-data-simple-rest's exact contract, for every resource of the registry. */
export const resourceHandlers = (strapi: Core.Strapi): Handlers<ResourceRoutes> => ({
  async find({ params, query, ctx }) {
    const resource = resourceOf(params.resource);
    const list = parseListQuery(query, resource.sortable, resource.defaultSort);
    if ('invalid' in list) return refuse.badRequest(list.invalid);
    const { records, total } = await resource.list(strapi, list);
    ctx.set('Content-Range', contentRange(params.resource, list.start, records.length, total));
    return records;
  },

  async findOne({ params }) {
    return (await resourceOf(params.resource).get(strapi, params.id)) ?? refuse.notFound();
  },

  async update({ params, body, caller }) {
    const resource = resourceOf(params.resource);
    return resource.update ? written(await resource.update(strapi, params.id, body, staffOf(caller))) : notAllowed();
  },

  async create({ params, body, caller }) {
    const resource = resourceOf(params.resource);
    return resource.create ? written(await resource.create(strapi, body, staffOf(caller))) : notAllowed();
  },

  async remove({ params, caller }) {
    const resource = resourceOf(params.resource);
    return resource.remove ? written(await resource.remove(strapi, params.id, staffOf(caller))) : notAllowed();
  },

  async upload({ params, files, caller }) {
    const resource = resourceOf(params.resource);
    if (!resource.upload) return notAllowed();
    return written(await resource.upload(strapi, params.id, files.fichier?.bytes ?? Buffer.alloc(0), staffOf(caller)));
  },
});
