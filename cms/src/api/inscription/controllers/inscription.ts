import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { candidateRegistrationSchema, messages, parseForm } from '@cep/domain';

const USER_UID = 'plugin::users-permissions.user';
const ROLE_UID = 'plugin::users-permissions.role';

/**
 * Sign-up endpoints (spec 01 §7): the role comes from the endpoint, never from the body; the body is
 * checked by the same schema as the site's form and errors come back as a field → message map.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async candidat(ctx: Context) {
    const parsed = parseForm(candidateRegistrationSchema, ctx.request.body);
    if (!parsed.ok) {
      ctx.status = 400;
      ctx.body = { code: 400, errors: parsed.errors };
      return;
    }
    const { email, prenom, nom, plainPassword } = parsed.data;
    if (await strapi.db.query(USER_UID).findOne({ where: { email } })) {
      ctx.status = 400;
      ctx.body = { code: 400, errors: { email: messages.compteExiste } };
      return;
    }
    const role = (await strapi.db.query(ROLE_UID).findOne({ where: { type: 'candidat' } })) as { id: number };
    const user = (await strapi.plugin('users-permissions').service('user').add({
      username: email,
      email,
      prenom,
      nom,
      password: plainPassword.first,
      provider: 'local',
      confirmed: false,
      blocked: false,
      role: role.id,
    })) as { id: number };
    ctx.body = { code: 200, id: user.id };
  },
});
