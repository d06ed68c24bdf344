import { createHash, randomBytes } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { messages, type FieldErrors } from '@cep/domain';
import { emails } from '../../../email/templates';
import { sendEmail, siteUrl } from '../../../email/send-email';

const USER_UID = 'plugin::users-permissions.user';
const ROLE_UID = 'plugin::users-permissions.role';

export type AccountRole = 'candidat' | 'recruteur' | 'ecole';

export interface NewUser {
  email: string;
  prenom: string;
  nom: string;
  telephone?: string;
  password: string;
  company?: number;
  school?: number;
  proprietaire?: boolean;
}

/** A random token for a link, and the hash the database keeps instead of it. */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function accounts(strapi: Core.Strapi) {
  return {
    async emailTaken(email: string): Promise<FieldErrors | null> {
      const existing = await strapi.db.query(USER_UID).findOne({ where: { email }, select: ['id'] });
      return existing ? { email: messages.compteExiste } : null;
    },

    /** Creates the user with the role of the endpoint and sends the confirmation link. */
    async createUser(role: AccountRole, user: NewUser): Promise<{ id: number }> {
      const roleRow = (await strapi.db.query(ROLE_UID).findOne({ where: { type: role } })) as { id: number };
      const confirmation = newToken();
      const created = (await strapi
        .plugin('users-permissions')
        .service('user')
        .add({
          ...user,
          username: user.email,
          provider: 'local',
          confirmed: false,
          blocked: false,
          confirmationToken: confirmation.hash,
          role: roleRow.id,
        })) as { id: number };
      await sendEmail(strapi, user.email, emails.confirmation(user.prenom, siteUrl(`/confirmation-email?token=${confirmation.token}`)));
      return created;
    },

    /**
     * A recruiter's company or a school's establishment, created with its owner in one transaction:
     * a failed user creation leaves no orphan organisation.
     */
    async createOwner(
      role: 'recruteur' | 'ecole',
      organisation: () => Promise<{ id: number | string }>,
      user: Omit<NewUser, 'company' | 'school' | 'proprietaire'>,
    ) {
      return strapi.db.transaction(async () => {
        const { id } = await organisation();
        const link = role === 'recruteur' ? { company: Number(id) } : { school: Number(id) };
        return this.createUser(role, { ...user, ...link, proprietaire: true });
      });
    },

    /** Marks the e-mail confirmed; the link works once. */
    async confirmEmail(token: string): Promise<boolean> {
      const user = await strapi.db.query(USER_UID).findOne({ where: { confirmationToken: hashToken(token) }, select: ['id'] });
      if (!user) return false;
      await strapi.db.query(USER_UID).update({ where: { id: user.id }, data: { confirmed: true, confirmationToken: null } });
      return true;
    },
  };
}
