import type { Core } from '@strapi/strapi';
import { billingInfoSchema, messages, parseForm, schoolBillingSchema } from '@cep/domain';
import type { accountRoutes } from '@cep/domain/contracts';
import type { Handlers } from '../../../contracts/implement';
import { refuse } from '../../../contracts/refusal';
import { markAddressChecked } from '../../../middlewares/auth-throttle';
import { registration } from '../../../users/registration';
import { membershipOf } from '../../../membership/current-membership';
import { accountSections } from '../services/sections';
import { team } from '../services/team';
import { wrongPassword } from '../../../users/password-check';

type Routes = typeof accountRoutes;

/** "Mon compte" (spec 01 §2, §7): the caller's own user, and their account's company, school and billing. */
export const userHandlers = (
  strapi: Core.Strapi,
): Handlers<
  Pick<
    Routes,
    'moi' | 'find' | 'utilisateur' | 'langue' | 'connexion' | 'renvoiConfirmation' | 'entreprise' | 'facturation' | 'etablissement'
  >
> => ({
  /** GET /api/compte/moi — who is logged in, with the role the site needs to choose pages. */
  async moi({ caller }) {
    return {
      id: caller.id,
      documentId: caller.documentId,
      email: caller.email,
      prenom: caller.prenom,
      nom: caller.nom,
      confirme: caller.confirmed,
      role: caller.role,
      langue: caller.langue,
    };
  },

  /** GET /api/compte — the sections of "Mon compte". */
  async find({ caller }) {
    return accountSections(strapi).read(caller.id, caller.role, await membershipOf(strapi, caller.id));
  },

  /** PUT /api/compte/utilisateur — user info ('Informations utilisateur'). */
  async utilisateur({ body, caller, ctx }) {
    const { id, email: current } = caller;
    const { currentPassword, ...info } = body;
    const changing = info.email.toLowerCase() !== current.toLowerCase();
    if (changing) {
      if (!currentPassword) return refuse.invalid({ currentPassword: messages.motDePasseRequisEmail });
      const wrong = await wrongPassword(strapi, ctx, id, currentPassword, 'currentPassword');
      if (wrong) return wrong;
      markAddressChecked(ctx);
      // The spec's flag for a taken address, as the add-recruiter answer sets it (issue #38).
      if (await team(strapi).emailTaken(info.email, id))
        return refuse.withFlags({ code: 400, errors: { email: messages.compteExiste }, error_mail_login: true });
    }
    // The login address stays until the new one is confirmed by its link.
    await accountSections(strapi).writeUser(id, { ...info, email: current });
    if (!changing) return { code: 200 };
    await registration(strapi).requestEmailChange(id, info.email, info.prenom, caller.langue);
    return { code: 200, emailEnAttente: info.email, message: messages.emailAConfirmer };
  },

  /** PUT /api/compte/langue — the language of the candidate's e-mails, SMS and notifications (issue #41 item 2). */
  async langue({ body, caller }) {
    await strapi.plugin('users-permissions').service('user').edit(caller.id, { langue: body.langue });
    return { code: 200 };
  },

  /** POST /api/compte/confirmation — a new link to confirm the address (spec: not shown; issue #10). */
  async renvoiConfirmation({ caller }) {
    const outcome = await registration(strapi).resendConfirmation(caller.id);
    if (outcome === 'too-soon') return refuse.status(429, messages.confirmationDejaEnvoyee);
    return { code: 200, confirme: outcome === 'confirmed', message: outcome === 'sent' ? messages.confirmationEnvoyee : undefined };
  },

  /** PUT /api/compte/connexion — password change; every other session ends, this one gets new tokens. */
  async connexion({ body, caller, ctx }) {
    const wrong = await wrongPassword(strapi, ctx, caller.id, body.currentPassword, 'currentPassword');
    if (wrong) return wrong;
    await strapi.plugin('users-permissions').service('user').edit(caller.id, { password: body.plainPassword.first });
    const sessions = strapi.sessionManager('users-permissions');
    await sessions.invalidateRefreshToken(String(caller.id));
    const refresh = await sessions.generateRefreshToken(String(caller.id), crypto.randomUUID(), { type: 'refresh' });
    const access = await sessions.generateAccessToken(refresh.token);
    if ('error' in access) return refuse.status(401, messages.connexionRequise);
    return { code: 200, jwt: access.token, refreshToken: refresh.token };
  },

  /** PUT /api/compte/entreprise — company info, the owner's (policy account-member). */
  async entreprise({ body, membership }) {
    await accountSections(strapi).writeCompany(membership, body);
    return { code: 200 };
  },

  /** PUT /api/compte/facturation — billing info, the owner's: a company's, or a school's (`adressefacture…`). */
  async facturation({ body, membership }) {
    if (membership.type === 'ecole') {
      const school = parseForm(schoolBillingSchema, body);
      if (!school.ok) return refuse.invalid(school.errors);
      await accountSections(strapi).writeSchoolBilling(membership, school.data);
    } else {
      const parsed = parseForm(billingInfoSchema, body);
      if (!parsed.ok) return refuse.invalid(parsed.errors);
      await accountSections(strapi).writeBilling(membership, parsed.data);
    }
    return { code: 200 };
  },

  /** PUT /api/compte/etablissement — school account ('Informations de l'établissement'), the owner's. */
  async etablissement({ body, membership }) {
    await accountSections(strapi).writeSchool(membership, body);
    return { code: 200 };
  },
});
