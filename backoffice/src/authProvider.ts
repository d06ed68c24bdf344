import { staffMay } from '@cep/domain';
import type { AuthProvider } from 'react-admin';
import { CMS_URL } from './config';
import { session, type StaffIdentity } from './session';

/** react-admin's actions that write; every other (list, show, export…) reads. */
const WRITES = new Set(['create', 'edit', 'delete']);

/** A network failure (the cms down, an origin it does not allow) reads as a French sentence, not « Failed to fetch ». */
async function postJson(path: string, body: unknown): Promise<Response> {
  try {
    return await fetch(`${CMS_URL}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    throw new Error('cep.auth.unreachable');
  }
}

/** Staff log in with the cms's own login; only Modérateur and Éditeur users hold the backoffice permission. */
export const authProvider: AuthProvider = {
  async login({ username, password }: { username: string; password: string }) {
    const login = await postJson('/api/auth/local', { identifier: username, password });
    if (login.status === 429) throw new Error('cep.auth.tooMany');
    if (!login.ok) throw new Error('cep.auth.invalid');
    const { jwt, refreshToken } = (await login.json()) as { jwt: string; refreshToken: string };
    const me = await fetch(`${CMS_URL}/api/backoffice/me`, { headers: { Authorization: `Bearer ${jwt}` } });
    if (!me.ok) throw new Error('cep.auth.staffOnly');
    session.save(jwt, refreshToken, (await me.json()) as StaffIdentity);
    // Back to the page asked for before logging in; react-admin's default page otherwise.
    const target = session.takeTarget();
    return target ? { redirectTo: target } : undefined;
  },
  async logout() {
    const token = session.token();
    const refreshToken = session.refreshToken();
    session.clear();
    // Ends the session on the cms too; a failure here must not keep the staff member logged in locally.
    if (token && refreshToken) {
      await fetch(`${CMS_URL}/api/auth/logout`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify({ refreshToken }),
      }).catch(() => undefined);
    }
  },
  async checkAuth() {
    // No session yet is not an error to show: react-admin goes to the login page without a notice
    // when the rejection's message is false (a session that ends goes through checkError instead).
    if (!session.token()) throw Object.assign(new Error(), { message: false });
  },
  /** Only a lost session logs out; a refusal (403) is said where it happened, and the page and its work stay. */
  async checkError(error: { status?: number }) {
    if (error.status === 401) {
      session.clear();
      throw new Error('cep.auth.required');
    }
  },
  async getIdentity() {
    const identity = session.identity();
    if (!identity) throw new Error('cep.auth.required');
    // No fullName: react-admin would show it on a button labelled "Profil", a label/content mismatch for screen readers.
    return { id: identity.id };
  },
  async getPermissions() {
    return session.identity()?.role;
  },
  /** The menu and the buttons follow `STAFF_ACCESS` in `@cep/domain`, the table the cms enforces. */
  async canAccess({ action, resource }) {
    return staffMay(session.identity()?.role, resource, WRITES.has(action) ? 'write' : 'read');
  },
};
