import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { messages, parseForm, providerContactSchema, recruiterUserSchema } from '@cep/domain';
import { emails } from '../../../email/templates';
import { queueEmail } from '../../email/services/email-queue';
import { membershipIn } from '../../../utils/membership';
import { markAddressChecked } from '../../../middlewares/auth-throttle';
import { refuse } from '../../../utils/respond';
import { registration } from '../../inscription/services/registration';
import { organisations } from '../services/organisations';
import { team } from '../services/team';

/**
 * The recruiters of one company account (spec 01 §2, §7; spec 02 §7). Every member reads the team;
 * adding, changing and removing users is the owner's (policy account-member on those routes).
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async find(ctx: Context) {
    ctx.body = { code: 200, recruteurs: await team(strapi).cards(membershipIn(ctx).accountId) };
  },

  /** POST /api/recrutement/nouveau-recruteur: the new recruiter receives an invitation to choose a password. */
  async create(ctx: Context) {
    const parsed = parseForm(recruiterUserSchema, ctx.request.body);
    if (!parsed.ok) return refuse(ctx, parsed.errors);
    markAddressChecked(ctx);
    if (await team(strapi).emailTaken(parsed.data.recruteurMail)) {
      ctx.status = 400;
      ctx.body = { code: 500, errors: { recruteurMail: messages.recruteurExiste }, error_mail_login: true };
      return;
    }
    const recruteur = await team(strapi).invite(membershipIn(ctx).accountId, parsed.data);
    ctx.body = { code: 200, id: recruteur.id, recruteur };
  },

  /** PUT /api/recrutement/recruteur/:id — answers `nom` for the card (spec 01 §7). */
  async update(ctx: Context) {
    const target = await team(strapi).member(membershipIn(ctx).accountId, Number(ctx.params.id));
    if (!target) return ctx.notFound();
    const parsed = parseForm(recruiterUserSchema, ctx.request.body);
    if (!parsed.ok) return refuse(ctx, parsed.errors, { message: messages.recruteurVerifier });
    // A login address is never changed for someone else: the new one gets a link, as in « Mon compte ».
    const moved = parsed.data.recruteurMail.toLowerCase() !== target.recruteurMail.toLowerCase();
    if (moved) markAddressChecked(ctx);
    if (moved && (await team(strapi).emailTaken(parsed.data.recruteurMail, target.id)))
      return refuse(ctx, { recruteurMail: messages.recruteurExiste }, { message: messages.recruteurExiste });
    await team(strapi).update(target.id, parsed.data);
    if (moved) await registration(strapi).requestEmailChange(target.id, parsed.data.recruteurMail, parsed.data.recruteurPrenom);
    ctx.body = {
      code: 200,
      message: moved ? messages.emailCollegueAConfirmer : messages.modificationReussie,
      nom: `${parsed.data.recruteurPrenom} ${parsed.data.recruteurNom}`,
    };
  },

  /** DELETE /api/recrutement/delete/recruteur/:id — never the owner themselves; the removed user's sessions end. */
  async delete(ctx: Context) {
    const membership = membershipIn(ctx);
    const target = await team(strapi).member(membership.accountId, Number(ctx.params.id));
    if (!target) return ctx.notFound();
    if (target.id === membership.userId) return ctx.forbidden();
    await team(strapi).remove(membership.accountId, target.id);
    ctx.body = { code: 200 };
  },

  /** POST /api/recrutement/contact — the contact form to the provider ('Message envoyé.' / error). */
  async contact(ctx: Context) {
    const parsed = parseForm(providerContactSchema, ctx.request.body);
    if (!parsed.ok) return refuse(ctx, parsed.errors);
    const user = ctx.state.user as { email: string };
    const company = await organisations(strapi).mainCompany(membershipIn(ctx).accountId);
    await queueEmail(
      strapi,
      process.env.CONTACT_EMAIL ?? 'contact@cep.local',
      emails.contactProvider(user.email, company?.societeRaisonsocial ?? '', parsed.data.message),
    );
    ctx.body = { code: 200 };
  },
});
