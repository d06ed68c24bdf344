import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import {
  billingInfoSchema,
  companyInfoSchema,
  loginInfoSchema,
  messages,
  parseForm,
  schoolBillingSchema,
  schoolEstablishmentSchema,
  userInfoSchema,
} from '@cep/domain';
import { membershipIn } from '../../../utils/membership';
import { markAddressChecked } from '../../../middlewares/auth-throttle';
import { refuse } from '../../../utils/respond';
import { registration } from '../../inscription/services/registration';
import { membershipOf } from '../services/current-membership';
import { accountSections } from '../services/sections';
import { team } from '../services/team';
import { confirmPassword } from '../services/password-check';

type Me = {
  id: number;
  documentId: string;
  email: string;
  prenom?: string | null;
  nom?: string | null;
  confirmed: boolean;
  role?: { type: string };
};

/** "Mon compte" (spec 01 §2, §7): the caller's own user, and their account's company or school. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  return {
    /** GET /api/compte/moi — who is logged in, with the role the site needs to choose pages. */
    async moi(ctx: Context) {
      const user = ctx.state.user as Me;
      ctx.body = {
        id: user.id,
        documentId: user.documentId,
        email: user.email,
        prenom: user.prenom ?? '',
        nom: user.nom ?? '',
        confirme: user.confirmed,
        role: user.role?.type ?? null,
      };
    },

    /** GET /api/compte — the sections of "Mon compte". */
    async find(ctx: Context) {
      const user = ctx.state.user as Me;
      ctx.body = await accountSections(strapi).read(user.id, user.role?.type ?? '', await membershipOf(strapi, user.id));
    },

    /** PUT /api/compte/utilisateur — user info ('Informations utilisateur'). */
    async utilisateur(ctx: Context) {
      const parsed = parseForm(userInfoSchema, ctx.request.body);
      if (!parsed.ok) return refuse(ctx, parsed.errors);
      const { id, email: current } = ctx.state.user as Me;
      const { currentPassword, ...info } = parsed.data;
      const changing = info.email.toLowerCase() !== current.toLowerCase();
      if (changing) {
        if (!currentPassword) return refuse(ctx, { currentPassword: messages.motDePasseRequisEmail });
        if (!(await confirmPassword(strapi, ctx, id, currentPassword, 'currentPassword'))) return;
        markAddressChecked(ctx);
        // The spec's flag for a taken address, as the add-recruiter answer sets it (issue #38).
        if (await team(strapi).emailTaken(info.email, id)) return refuse(ctx, { email: messages.compteExiste }, { error_mail_login: true });
      }
      // The login address stays until the new one is confirmed by its link.
      await accountSections(strapi).writeUser(id, { ...info, email: current });
      if (!changing) {
        ctx.body = { code: 200 };
        return;
      }
      await registration(strapi).requestEmailChange(id, info.email, info.prenom);
      ctx.body = { code: 200, emailEnAttente: info.email, message: messages.emailAConfirmer };
    },

    /** POST /api/compte/confirmation — a new link to confirm the address (spec: not shown; issue #10). */
    async renvoiConfirmation(ctx: Context) {
      const outcome = await registration(strapi).resendConfirmation((ctx.state.user as Me).id);
      if (outcome === 'too-soon') {
        ctx.status = 429;
        ctx.body = { code: 429, message: messages.confirmationDejaEnvoyee };
        return;
      }
      ctx.body = { code: 200, confirme: outcome === 'confirmed', message: outcome === 'sent' ? messages.confirmationEnvoyee : undefined };
    },

    /** PUT /api/compte/connexion — password change; every other session ends, this one gets new tokens. */
    async connexion(ctx: Context) {
      const parsed = parseForm(loginInfoSchema, ctx.request.body);
      if (!parsed.ok) return refuse(ctx, parsed.errors);
      const { id } = ctx.state.user as Me;
      if (!(await confirmPassword(strapi, ctx, id, parsed.data.currentPassword, 'currentPassword'))) return;
      await strapi.plugin('users-permissions').service('user').edit(id, { password: parsed.data.plainPassword.first });
      const sessions = strapi.sessionManager('users-permissions');
      await sessions.invalidateRefreshToken(String(id));
      const refresh = await sessions.generateRefreshToken(String(id), crypto.randomUUID(), { type: 'refresh' });
      const access = await sessions.generateAccessToken(refresh.token);
      if ('error' in access) return ctx.unauthorized();
      ctx.body = { code: 200, jwt: access.token, refreshToken: refresh.token };
    },

    /** PUT /api/compte/entreprise — company info, the owner's (policy account-member). */
    async entreprise(ctx: Context) {
      const parsed = parseForm(companyInfoSchema, ctx.request.body);
      if (!parsed.ok) return refuse(ctx, parsed.errors);
      await accountSections(strapi).writeCompany(membershipIn(ctx), parsed.data);
      ctx.body = { code: 200 };
    },

    /** PUT /api/compte/facturation — billing info, the owner's: a company's, or a school's (`adressefacture…`). */
    async facturation(ctx: Context) {
      const membership = membershipIn(ctx);
      if (membership.type === 'ecole') {
        const school = parseForm(schoolBillingSchema, ctx.request.body);
        if (!school.ok) return refuse(ctx, school.errors);
        await accountSections(strapi).writeSchoolBilling(membership, school.data);
      } else {
        const parsed = parseForm(billingInfoSchema, ctx.request.body);
        if (!parsed.ok) return refuse(ctx, parsed.errors);
        await accountSections(strapi).writeBilling(membership, parsed.data);
      }
      ctx.body = { code: 200 };
    },

    /** PUT /api/compte/etablissement — school account ('Informations de l'établissement'), the owner's. */
    async etablissement(ctx: Context) {
      const parsed = parseForm(schoolEstablishmentSchema, ctx.request.body);
      if (!parsed.ok) return refuse(ctx, parsed.errors);
      await accountSections(strapi).writeSchool(membershipIn(ctx), parsed.data);
      ctx.body = { code: 200 };
    },
  };
};
