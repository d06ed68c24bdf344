import type { Core } from '@strapi/strapi';
import { messages } from '@cep/domain';
import type { accountRoutes } from '@cep/domain/contracts';
import { owned, type Handlers } from '../../../contracts/implement';
import { refuse } from '../../../contracts/refusal';
import { emails } from '../../../email/templates';
import { queueEmail } from '../../email';
import { markAddressChecked } from '../../../middlewares/auth-throttle';
import { registration } from '../../../users/registration';
import { organisations } from '../services/organisations';
import { team } from '../services/team';

type Routes = typeof accountRoutes;

/**
 * The recruiters of one company account (spec 01 §2, §7; spec 02 §7). Every member reads the team;
 * adding, changing and removing users is the owner's (policy account-member on those routes).
 */
export const teamHandlers = (
  strapi: Core.Strapi,
): Handlers<Pick<Routes, 'team' | 'addRecruiter' | 'updateRecruiter' | 'removeRecruiter' | 'contactProvider'>> => ({
  async team({ membership }) {
    return { code: 200, recruteurs: await team(strapi).cards(membership.accountId) };
  },

  /** POST /api/recrutement/nouveau-recruteur: the new recruiter receives an invitation to choose a password. */
  async addRecruiter({ body, membership, ctx }) {
    markAddressChecked(ctx);
    if (await team(strapi).emailTaken(body.recruteurMail))
      return refuse.withFlags({ code: 400, errors: { recruteurMail: messages.recruteurExiste }, error_mail_login: true });
    const recruteur = await team(strapi).invite(membership.accountId, body);
    return { code: 200, id: recruteur.id, recruteur };
  },

  /** PUT /api/recrutement/recruteur/:id — answers `nom` for the card (spec 01 §7); another account's recruiter: 404. */
  updateRecruiter: owned(
    ({ params, membership }) => team(strapi).member(membership.accountId, params.id),
    async ({ body, ctx }, target) => {
      // A login address is never changed for someone else: the new one gets a link, as in « Mon compte ».
      const moved = body.recruteurMail.toLowerCase() !== target.recruteurMail.toLowerCase();
      if (moved) markAddressChecked(ctx);
      if (moved && (await team(strapi).emailTaken(body.recruteurMail, target.id)))
        return refuse.invalid({ recruteurMail: messages.recruteurExiste }, { message: messages.recruteurExiste });
      await team(strapi).update(target.id, body);
      if (moved) await registration(strapi).requestEmailChange(target.id, body.recruteurMail, body.recruteurPrenom, 'fr');
      return {
        code: 200,
        message: moved ? messages.emailCollegueAConfirmer : messages.modificationReussie,
        nom: `${body.recruteurPrenom} ${body.recruteurNom}`,
      };
    },
  ),

  /** DELETE /api/recrutement/delete/recruteur/:id — never the owner themselves; the removed user's sessions end. */
  async removeRecruiter({ params, membership }) {
    const target = await team(strapi).member(membership.accountId, params.id);
    if (!target) return refuse.notFound();
    if (target.id === membership.userId) return refuse.status(403, messages.accesRefuse);
    await team(strapi).remove(membership.accountId, target.id);
    return { code: 200 };
  },

  /** POST /api/recrutement/contact — the contact form to the provider ('Message envoyé.' / error). */
  async contactProvider({ body, caller, membership }) {
    const company = await organisations(strapi).mainCompany(membership.accountId);
    await queueEmail(
      strapi,
      process.env.CONTACT_EMAIL ?? 'contact@cep.local',
      emails.contactProvider(caller.email, company?.societeRaisonsocial ?? '', body.message),
    );
    return { code: 200 };
  },
});
