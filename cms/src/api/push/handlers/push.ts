import type { Core } from '@strapi/strapi';
import { messages } from '@cep/domain';
import type { pushRoutes } from '@cep/domain/contracts';
import type { Handlers } from '../../../contracts/implement';
import { refuse } from '../../../contracts/refusal';
import { candidateProfile } from '../../candidate';
import { pushDevices } from '../services/devices';

const candidateId = async (strapi: Core.Strapi, userId: number) => Number((await candidateProfile(strapi, userId, {})).id);

/** The candidate's devices: another candidate's device is 404. */
export const pushHandlers = (strapi: Core.Strapi): Handlers<typeof pushRoutes> => ({
  async devices({ caller }) {
    const devices = pushDevices(strapi);
    return { code: 200, cle: devices.publicKey(), appareils: await devices.list(await candidateId(strapi, caller.id)) };
  },

  async subscribe({ body, caller }) {
    const kept = await pushDevices(strapi).subscribe(await candidateId(strapi, caller.id), body);
    if (kept.ok) return { code: 200, id: kept.id };
    return kept.reason === 'non-configure'
      ? refuse.conflict(messages.pushNonConfigure)
      : refuse.invalid({ endpoint: messages.pushServiceInconnu });
  },

  async kinds({ params, body, caller }) {
    return (await pushDevices(strapi).setKinds(await candidateId(strapi, caller.id), params.id, body.types))
      ? { code: 200 }
      : refuse.notFound();
  },

  async remove({ params, caller }) {
    return (await pushDevices(strapi).remove(await candidateId(strapi, caller.id), params.id)) ? { code: 200 } : refuse.notFound();
  },
});
