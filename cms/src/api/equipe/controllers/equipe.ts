import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { messages, parseForm, providerContactSchema, recruiterUserSchema } from '@cep/domain';
import { emails } from '../../../email/templates';
import { sendEmail, siteUrl } from '../../../email/send-email';
import { refuse } from '../../../utils/respond';
import { loadScope, type AccountScope } from '../../compte/services/scope';
import { newToken } from '../../inscription/services/accounts';

const USER_UID = 'plugin::users-permissions.user';
const INVITATION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

type UserRow = {
  id: number;
  prenom: string | null;
  nom: string | null;
  fonction: string | null;
  email: string;
  telephone: string | null;
  proprietaire: boolean | null;
};

/** A team member in the spec's field names (spec 01 §3). */
function toCard(user: UserRow) {
  return {
    id: user.id,
    recruteurNom: user.nom ?? '',
    recruteurPrenom: user.prenom ?? '',
    recruteurFonction: user.fonction ?? '',
    recruteurMail: user.email,
    recruteurTel: user.telephone ?? '',
    proprietaire: Boolean(user.proprietaire),
  };
}

/**
 * The recruiters of one company account (spec 01 §2, §7; spec 02 §7). Reading is open to the company's
 * recruiters; adding, changing and removing users is the owner's (policy account-owner on those routes).
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const scopeOf = async (ctx: Context): Promise<AccountScope> =>
    (ctx.state.scope as AccountScope | undefined) ?? loadScope(strapi, (ctx.state.user as { id: number }).id);

  /** A user of the caller's company, or null: another company's users do not exist for this caller. */
  const colleague = async (scope: AccountScope, id: number) =>
    scope.companyId === null
      ? null
      : ((await strapi.db.query(USER_UID).findOne({ where: { id, company: scope.companyId } })) as UserRow | null);

  return {
    async find(ctx: Context) {
      const scope = await scopeOf(ctx);
      if (scope.companyId === null) return ctx.forbidden();
      const users = (await strapi.db
        .query(USER_UID)
        .findMany({ where: { company: scope.companyId }, orderBy: { id: 'asc' } })) as UserRow[];
      ctx.body = { code: 200, recruteurs: users.map(toCard) };
    },

    /** POST /api/recrutement/nouveau-recruteur: the new recruiter receives an invitation to choose a password. */
    async create(ctx: Context) {
      const parsed = parseForm(recruiterUserSchema, ctx.request.body);
      if (!parsed.ok) return refuse(ctx, parsed.errors);
      const scope = await scopeOf(ctx);
      const { recruteurNom, recruteurPrenom, recruteurFonction, recruteurMail, recruteurTel } = parsed.data;
      if (await strapi.db.query(USER_UID).findOne({ where: { email: recruteurMail }, select: ['id'] })) {
        ctx.status = 400;
        ctx.body = { code: 500, errors: { recruteurMail: messages.recruteurExiste }, error_mail_login: true };
        return;
      }
      const role = (await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'recruteur' } })) as { id: number };
      const invitation = newToken();
      const user = (await strapi
        .plugin('users-permissions')
        .service('user')
        .add({
          username: recruteurMail,
          email: recruteurMail,
          nom: recruteurNom,
          prenom: recruteurPrenom,
          fonction: recruteurFonction,
          telephone: recruteurTel,
          // Unusable until the invitation link sets a real one.
          password: newToken().token,
          provider: 'local',
          confirmed: true,
          blocked: false,
          role: role.id,
          company: scope.companyId,
          resetPasswordToken: invitation.hash,
          resetPasswordExpiresAt: new Date(Date.now() + INVITATION_LIFETIME_MS),
        })) as UserRow;
      const company = await strapi.db
        .query('api::company.company')
        .findOne({ where: { id: scope.companyId }, select: ['societeRaisonsocial'] });
      await sendEmail(
        strapi,
        recruteurMail,
        emails.invitation(recruteurPrenom, company?.societeRaisonsocial ?? '', siteUrl(`/reset-password?token=${invitation.token}`)),
      );
      ctx.body = { code: 200, id: user.id, recruteur: toCard({ ...user, email: recruteurMail }) };
    },

    /** PUT /api/recrutement/recruteur/:id — answers `nom` for the card (spec 01 §7). */
    async update(ctx: Context) {
      const scope = await scopeOf(ctx);
      const target = await colleague(scope, Number(ctx.params.id));
      if (!target) return ctx.notFound();
      const parsed = parseForm(recruiterUserSchema, ctx.request.body);
      if (!parsed.ok) return refuse(ctx, parsed.errors, { message: messages.recruteurVerifier });
      const { recruteurNom, recruteurPrenom, recruteurFonction, recruteurMail, recruteurTel } = parsed.data;
      const taken = await strapi.db.query(USER_UID).findOne({ where: { email: recruteurMail, id: { $ne: target.id } }, select: ['id'] });
      if (taken) return refuse(ctx, { recruteurMail: messages.recruteurExiste }, { message: messages.recruteurExiste });
      await strapi.db.query(USER_UID).update({
        where: { id: target.id },
        data: {
          nom: recruteurNom,
          prenom: recruteurPrenom,
          fonction: recruteurFonction ?? null,
          email: recruteurMail,
          username: recruteurMail,
          telephone: recruteurTel ?? null,
        },
      });
      ctx.body = { code: 200, message: messages.modificationReussie, nom: `${recruteurPrenom} ${recruteurNom}` };
    },

    /** DELETE /api/recrutement/delete/recruteur/:id — never the owner themselves; the removed user's sessions end. */
    async delete(ctx: Context) {
      const scope = await scopeOf(ctx);
      const target = await colleague(scope, Number(ctx.params.id));
      if (!target) return ctx.notFound();
      if (target.id === scope.userId) return ctx.forbidden();
      await strapi.sessionManager('users-permissions').invalidateRefreshToken(String(target.id));
      await strapi.db.query(USER_UID).delete({ where: { id: target.id } });
      ctx.body = { code: 200 };
    },

    /** POST /api/recrutement/contact — the contact form to the provider ('Message envoyé.' / error). */
    async contact(ctx: Context) {
      const parsed = parseForm(providerContactSchema, ctx.request.body);
      if (!parsed.ok) return refuse(ctx, parsed.errors);
      const scope = await scopeOf(ctx);
      const user = ctx.state.user as { email: string };
      const company = scope.companyId
        ? await strapi.db.query('api::company.company').findOne({ where: { id: scope.companyId }, select: ['societeRaisonsocial'] })
        : null;
      try {
        await sendEmail(
          strapi,
          process.env.CONTACT_EMAIL ?? 'contact@cep.local',
          emails.contactProvider(user.email, company?.societeRaisonsocial ?? '', parsed.data.message),
        );
        ctx.body = { code: 200 };
      } catch (error) {
        strapi.log.error(`[contact] ${(error as Error).message}`);
        ctx.body = { code: 500 };
      }
    },
  };
};
