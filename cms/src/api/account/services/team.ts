import type { Core, Data } from '@strapi/strapi';
import type { RecruiterUser, TeamMember } from '@cep/domain';
import { emails } from '../../../email/templates';
import { siteUrl } from '../../../email/site-url';
import { queueEmail } from '../../email';
import { addUser } from '../../../users/add-user';
import { newToken, roleId } from '../../../users/registration';
import { type MemberRole } from '../../../membership/current-membership';
import { organisations } from './organisations';
import { UIDS } from '../../../uids';

const INVITATION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
const MEMBER_FIELDS = ['id', 'prenom', 'nom', 'fonction', 'email', 'telephone'] as const;

type Member = {
  role?: MemberRole | null;
  user?: {
    id: Data.ID;
    prenom?: string | null;
    nom?: string | null;
    fonction?: string | null;
    email?: string | null;
    telephone?: string | null;
  } | null;
};

/** A team member in the spec's field names (spec 01 §3). */
function toCard({ role, user }: Member & { user: NonNullable<Member['user']> }): TeamMember {
  return {
    id: Number(user.id),
    recruteurNom: user.nom ?? '',
    recruteurPrenom: user.prenom ?? '',
    recruteurFonction: user.fonction ?? '',
    recruteurMail: user.email ?? '',
    recruteurTel: user.telephone ?? '',
    proprietaire: role === 'proprietaire',
  };
}

/** The card's fields on the user; the login address is set at invitation only (a change needs its own link). */
const userFields = (data: RecruiterUser) => ({
  nom: data.recruteurNom,
  prenom: data.recruteurPrenom,
  fonction: data.recruteurFonction ?? null,
  telephone: data.recruteurTel ?? null,
});

/** The users of one account (spec 01 §2, §7; spec 02 §7): every read and write is scoped to that account. */
export function team(strapi: Core.Strapi) {
  const memberships = () => strapi.documents(UIDS.membership);
  const users = () => strapi.plugin('users-permissions').service('user');

  async function membershipOfUser(accountId: number, userId: number) {
    if (!Number.isSafeInteger(userId)) return null;
    return memberships().findFirst({
      filters: { account: { id: accountId }, user: { id: userId } },
      populate: { user: { fields: [...MEMBER_FIELDS] } },
    });
  }

  return {
    async cards(accountId: number): Promise<TeamMember[]> {
      const rows = await memberships().findMany({
        filters: { account: { id: accountId } },
        populate: { user: { fields: [...MEMBER_FIELDS] } },
        sort: { id: 'asc' },
      });
      return rows.flatMap((row) => (row.user ? [toCard({ role: row.role, user: row.user })] : []));
    },

    /** A user of this account, or null: another account's users do not exist for the caller. */
    async member(accountId: number, userId: number): Promise<TeamMember | null> {
      const row = await membershipOfUser(accountId, userId);
      return row?.user ? toCard({ role: row.role, user: row.user }) : null;
    },

    async emailTaken(email: string, exceptUserId?: number): Promise<boolean> {
      const where = exceptUserId === undefined ? { email } : { email, id: { $ne: exceptUserId } };
      return Boolean(await strapi.db.query(UIDS.user).findOne({ where, select: ['id'] }));
    },

    /** A new recruiter of the account receives an invitation to choose a password (valid seven days). */
    async invite(accountId: number, data: RecruiterUser): Promise<TeamMember> {
      const invitation = newToken();
      const card = await strapi.db.transaction(async () => {
        const user = await addUser(strapi, {
          ...userFields(data),
          email: data.recruteurMail,
          username: data.recruteurMail,
          // Unusable until the invitation link sets a real one.
          password: newToken().token,
          provider: 'local',
          confirmed: true,
          blocked: false,
          role: await roleId(strapi, 'recruteur'),
          resetPasswordToken: invitation.hash,
          resetPasswordExpiresAt: new Date(Date.now() + INVITATION_LIFETIME_MS),
        });
        await memberships().create({ data: { account: accountId, user: user.id, role: 'membre' } });
        const company = await organisations(strapi).mainCompany(accountId);
        await queueEmail(
          strapi,
          data.recruteurMail,
          emails.invitation(data.recruteurPrenom, company?.societeRaisonsocial ?? '', siteUrl(`/reset-password?token=${invitation.token}`)),
        );
        return toCard({ role: 'membre', user: { id: user.id, ...userFields(data), email: data.recruteurMail } });
      });
      return card;
    },

    async update(userId: number, data: RecruiterUser): Promise<void> {
      await users().edit(userId, userFields(data));
    },

    /** Removes the user and their membership; their sessions end at once. */
    async remove(accountId: number, userId: number): Promise<void> {
      const row = await membershipOfUser(accountId, userId);
      if (!row) return;
      await strapi.db.transaction(async () => {
        await memberships().delete({ documentId: row.documentId });
        await users().remove({ id: userId });
      });
    },
  };
}
