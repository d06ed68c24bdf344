import type { Core } from '@strapi/strapi';

const USER_UID = 'plugin::users-permissions.user';

/** Does the password typed match the user's? Asked before a password change or an account deletion. */
export async function passwordMatches(strapi: Core.Strapi, userId: number, password: string): Promise<boolean> {
  const row = await strapi.db.query(USER_UID).findOne({ where: { id: userId }, select: ['password'] });
  return strapi
    .plugin('users-permissions')
    .service('user')
    .validatePassword(password, row?.password ?? '');
}
