import type { Core } from '@strapi/strapi';

/** The user users-permissions created: its row id and its document id. */
export type AddedUser = { id: number; documentId: string };

/**
 * Creates a user through users-permissions' `add` (the plugin's way: its password hashing, its relation inputs).
 * Its services are untyped, so the answer is checked: without a numeric id and a document id it is not a user.
 */
export async function addUser(strapi: Core.Strapi, data: Record<string, unknown>): Promise<AddedUser> {
  const created: unknown = await strapi.plugin('users-permissions').service('user').add(data);
  if (typeof created === 'object' && created !== null && 'id' in created && 'documentId' in created) {
    const { id, documentId } = created;
    if (typeof id === 'number' && typeof documentId === 'string') return { id, documentId };
  }
  throw new Error('users-permissions: add answered no user');
}
