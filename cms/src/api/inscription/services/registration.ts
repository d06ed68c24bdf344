import { createHash, randomBytes } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { messages, type FieldErrors } from '@cep/domain';
import { emails } from '../../../email/templates';
import { sendEmail, siteUrl } from '../../../email/send-email';
import { CANDIDATE_UID } from '../../candidate/services/profiles';

export const USER_UID = 'plugin::users-permissions.user';
const ROLE_UID = 'plugin::users-permissions.role';

export type UserRole = 'candidat' | 'recruteur' | 'ecole';

export interface NewUser {
  email: string;
  prenom: string;
  nom: string;
  telephone?: string;
  fonction?: string;
  password: string;
}

/** A random token for a link, and the hash the database keeps instead of it. */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function roleId(strapi: Core.Strapi, type: string): Promise<number> {
  const role = await strapi.db.query(ROLE_UID).findOne({ where: { type }, select: ['id'] });
  if (!role) throw new Error(`role ${type} is missing`);
  return role.id;
}

/** Users and their e-mail confirmation; accounts (companies, schools) are opened by the account feature. */
export function registration(strapi: Core.Strapi) {
  return {
    async emailTaken(email: string): Promise<FieldErrors | null> {
      const existing = await strapi.db.query(USER_UID).findOne({ where: { email }, select: ['id'] });
      return existing ? { email: messages.compteExiste } : null;
    },

    /** Creates the user with the role of the endpoint and sends the confirmation link; a candidate gets their profile. */
    async createUser(role: UserRole, user: NewUser): Promise<{ id: number }> {
      const confirmation = newToken();
      return strapi.db.transaction(async () => {
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
            role: await roleId(strapi, role),
          })) as { id: number };
        if (role === 'candidat') await strapi.documents(CANDIDATE_UID).create({ data: { user: created.id } });
        await sendEmail(strapi, user.email, emails.confirmation(user.prenom, siteUrl(`/confirmation-email?token=${confirmation.token}`)));
        return created;
      });
    },

    /** Marks the e-mail confirmed; the link works once. */
    async confirmEmail(token: string): Promise<boolean> {
      const user = await strapi.db.query(USER_UID).findOne({ where: { confirmationToken: hashToken(token) }, select: ['id'] });
      if (!user) return false;
      await strapi.plugin('users-permissions').service('user').edit(user.id, { confirmed: true, confirmationToken: null });
      return true;
    },
  };
}
