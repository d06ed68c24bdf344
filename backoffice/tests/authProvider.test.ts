import { authProvider } from '../src/authProvider';
import { session, type StaffIdentity } from '../src/session';
import { fakeFetch } from './fetch';

const moderator: StaffIdentity = { id: 7, email: 'moderateur@cep.demo', fullName: 'Marc Roux', role: 'moderateur' };
const editor: StaffIdentity = { ...moderator, id: 8, role: 'editeur' };

describe('authProvider', () => {
  it('logs staff in with the cms login, then keeps the tokens and the identity in sessionStorage', async () => {
    const calls = fakeFetch({ status: 200, body: { jwt: 'access', refreshToken: 'refresh' } }, { status: 200, body: moderator });
    await authProvider.login({ username: 'moderateur@cep.demo', password: 'Vendanges2026!' });
    expect(calls[0]).toMatchObject({
      url: 'http://cms.test/api/auth/local',
      method: 'POST',
      body: { identifier: 'moderateur@cep.demo', password: 'Vendanges2026!' },
    });
    expect(calls[1]?.url).toBe('http://cms.test/api/backoffice/me');
    expect(calls[1]?.headers.get('Authorization')).toBe('Bearer access');
    expect([session.token(), session.refreshToken(), session.identity()]).toEqual(['access', 'refresh', moderator]);
  });

  it('opens the page asked for while logged out, once', async () => {
    session.rememberTarget('/offers/abc/show');
    const answers = () => fakeFetch({ status: 200, body: { jwt: 'access', refreshToken: 'refresh' } }, { status: 200, body: moderator });
    answers();
    await expect(authProvider.login({ username: 'moderateur@cep.demo', password: 'x' })).resolves.toEqual({
      redirectTo: '/offers/abc/show',
    });
    answers();
    await expect(authProvider.login({ username: 'moderateur@cep.demo', password: 'x' })).resolves.toBeUndefined();
  });

  it.each([
    ['a wrong password', [{ status: 400 }], 'cep.auth.invalid'],
    ['too many attempts', [{ status: 429 }], 'cep.auth.tooMany'],
    ['a user who is not staff', [{ status: 200, body: { jwt: 'access', refreshToken: 'refresh' } }, { status: 403 }], 'cep.auth.staffOnly'],
  ])('refuses %s with its translation key and keeps no session', async (_case, answers, key) => {
    fakeFetch(...answers);
    await expect(authProvider.login({ username: 'candidat@cep.demo', password: 'x' })).rejects.toThrow(key);
    expect(session.token()).toBeNull();
  });

  it('forgets the session on logout even when the cms cannot be reached, and tells the cms when it can', async () => {
    session.save('access', 'refresh', moderator);
    const calls = fakeFetch({ status: 200 });
    await authProvider.logout({});
    expect(calls[0]).toMatchObject({ url: 'http://cms.test/api/auth/logout', body: { refreshToken: 'refresh' } });
    expect(session.identity()).toBeNull();

    session.save('access', 'refresh', moderator);
    globalThis.fetch = jest.fn(async () => Promise.reject(new TypeError('network')));
    await expect(authProvider.logout({})).resolves.toBeUndefined();
    expect(session.token()).toBeNull();
  });

  it('needs a token, and ends the session on a 401 only (a 403 is a refusal, said where it happened)', async () => {
    // No session is no error to show: react-admin goes to the login page without a notice when the message is false.
    await expect(authProvider.checkAuth({})).rejects.toMatchObject({ message: false });
    session.save('access', 'refresh', moderator);
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
    await expect(authProvider.checkError({ status: 500 })).resolves.toBeUndefined();
    await expect(authProvider.checkError({ status: 403 })).resolves.toBeUndefined();
    expect(session.token()).toBe('access');
    await expect(authProvider.checkError({ status: 401 })).rejects.toThrow('cep.auth.required');
    expect(session.token()).toBeNull();
  });

  it('gives the identity without the full name, and the role as permissions', async () => {
    await expect(authProvider.getIdentity?.()).rejects.toThrow('cep.auth.required');
    session.save('access', 'refresh', editor);
    await expect(authProvider.getIdentity?.()).resolves.toEqual({ id: 8 });
    await expect(authProvider.getPermissions?.({})).resolves.toBe('editeur');
  });

  it('lets moderators change offers and editors only read them', async () => {
    const can = (action: string) => authProvider.canAccess?.({ action, resource: 'offers' });
    await expect(can('list')).resolves.toBe(false);
    session.save('access', 'refresh', moderator);
    await expect(Promise.all(['list', 'show', 'edit', 'delete', 'create'].map(can))).resolves.toEqual([true, true, true, true, true]);
    session.save('access', 'refresh', editor);
    await expect(Promise.all(['list', 'show', 'edit', 'delete', 'create'].map(can))).resolves.toEqual([true, true, false, false, false]);
  });

  it('shows editors only what the cms lets them read: no orders, outbox, accounts or credits', async () => {
    const can = (resource: string) => authProvider.canAccess?.({ action: 'list', resource });
    const moderatorsOnly = ['orders', 'emails', 'accounts', 'credit-entries', 'promo-codes', 'courses', 'conversation-reports'];
    session.save('access', 'refresh', editor);
    await expect(Promise.all([...moderatorsOnly, 'offers', 'articles'].map(can))).resolves.toEqual([
      ...moderatorsOnly.map(() => false),
      true,
      true,
    ]);
    session.save('access', 'refresh', moderator);
    await expect(Promise.all(moderatorsOnly.map(can))).resolves.toEqual(moderatorsOnly.map(() => true));
    await expect(can('nowhere')).resolves.toBe(false);
  });

  it('offers no writing where nobody writes (campaigns, contact messages)', async () => {
    session.save('access', 'refresh', moderator);
    await expect(authProvider.canAccess?.({ action: 'edit', resource: 'contact-messages' })).resolves.toBe(false);
    await expect(authProvider.canAccess?.({ action: 'create', resource: 'campaigns' })).resolves.toBe(false);
  });
});
