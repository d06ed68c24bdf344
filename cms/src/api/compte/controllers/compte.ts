import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import {
  billingInfoSchema,
  companyInfoSchema,
  loginInfoSchema,
  messages,
  parseForm,
  schoolAccountSchema,
  userInfoSchema,
} from '@cep/domain';
import { refuse } from '../../../utils/respond';
import { loadScope, type AccountScope } from '../services/scope';
import { accountSections } from '../services/sections';

type Me = { id: number; email: string; prenom?: string | null; nom?: string | null; confirmed: boolean; role?: { type: string } };

/** Account routes act on the caller's own records: the scope comes from the database, never from the request. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const scopeOf = async (ctx: Context): Promise<AccountScope> =>
    (ctx.state.scope as AccountScope | undefined) ?? loadScope(strapi, (ctx.state.user as Me).id);

  return {
    /** GET /api/compte/moi — who is logged in, with the role the site needs to choose pages. */
    async moi(ctx: Context) {
      const user = ctx.state.user as Me;
      ctx.body = {
        id: user.id,
        email: user.email,
        prenom: user.prenom ?? '',
        nom: user.nom ?? '',
        confirme: user.confirmed,
        role: user.role?.type ?? null,
      };
    },

    /** GET /api/compte — the sections of "Mon compte". */
    async find(ctx: Context) {
      ctx.body = await accountSections(strapi).read(await scopeOf(ctx));
    },

    /** PUT /api/compte/utilisateur — user info ('Informations utilisateur'). */
    async utilisateur(ctx: Context) {
      const parsed = parseForm(userInfoSchema, ctx.request.body);
      if (!parsed.ok) return refuse(ctx, parsed.errors);
      const scope = await scopeOf(ctx);
      const other = await strapi.db
        .query('plugin::users-permissions.user')
        .findOne({ where: { email: parsed.data.email, id: { $ne: scope.userId } } });
      if (other) return refuse(ctx, { email: messages.compteExiste });
      await accountSections(strapi).writeUser(scope, parsed.data);
      ctx.body = { code: 200 };
    },

    /** PUT /api/compte/connexion — password change; every other session ends, this one gets new tokens. */
    async connexion(ctx: Context) {
      const parsed = parseForm(loginInfoSchema, ctx.request.body);
      if (!parsed.ok) return refuse(ctx, parsed.errors);
      const { id } = ctx.state.user as Me;
      const users = strapi.plugin('users-permissions').service('user');
      const row = (await strapi.db.query('plugin::users-permissions.user').findOne({ where: { id } })) as { password: string };
      if (!(await users.validatePassword(parsed.data.currentPassword, row.password)))
        return refuse(ctx, { currentPassword: messages.motDePasseActuel });
      await users.edit(id, { password: parsed.data.plainPassword.first });
      const sessions = strapi.sessionManager('users-permissions');
      await sessions.invalidateRefreshToken(String(id));
      const refresh = await sessions.generateRefreshToken(String(id), crypto.randomUUID(), { type: 'refresh' });
      const access = await sessions.generateAccessToken(refresh.token);
      if ('error' in access) return ctx.unauthorized();
      ctx.body = { code: 200, jwt: access.token, refreshToken: refresh.token };
    },

    /** PUT /api/compte/entreprise — company info, owner only (policy account-owner). */
    async entreprise(ctx: Context) {
      const parsed = parseForm(companyInfoSchema, ctx.request.body);
      if (!parsed.ok) return refuse(ctx, parsed.errors);
      const scope = await scopeOf(ctx);
      if (!scope.companyDocumentId) return ctx.forbidden();
      await accountSections(strapi).writeCompany(scope, parsed.data);
      ctx.body = { code: 200 };
    },

    /** PUT /api/compte/facturation — billing info, owner only. */
    async facturation(ctx: Context) {
      const parsed = parseForm(billingInfoSchema, ctx.request.body);
      if (!parsed.ok) return refuse(ctx, parsed.errors);
      const scope = await scopeOf(ctx);
      if (!scope.companyDocumentId) return ctx.forbidden();
      await accountSections(strapi).writeBilling(scope, parsed.data);
      ctx.body = { code: 200 };
    },

    /** PUT /api/compte/etablissement — school account ('Informations de l'établissement'), owner only. */
    async etablissement(ctx: Context) {
      const parsed = parseForm(schoolAccountSchema, ctx.request.body);
      if (!parsed.ok) return refuse(ctx, parsed.errors);
      const scope = await scopeOf(ctx);
      if (!scope.schoolDocumentId) return ctx.forbidden();
      await accountSections(strapi).writeSchool(scope, parsed.data);
      ctx.body = { code: 200 };
    },
  };
};
