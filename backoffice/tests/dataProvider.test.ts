import { dataProvider } from '../src/dataProvider';
import { session } from '../src/session';
import { fakeFetch } from './fetch';

// react-admin's entry loads its whole UI, some of it ESM only: the provider needs only ra-core's fetchUtils and HttpError.
jest.mock('react-admin', () => {
  const { fetchUtils, HttpError } = jest.requireActual<typeof import('ra-core')>('ra-core');
  return { fetchUtils, HttpError };
});

const offer = { id: 'abc', offreTitre: 'Vendangeur', etat: 'validation' };

beforeEach(() => session.save('old-access', 'old-refresh', { id: 7, email: 'm@cep.demo', fullName: 'M', role: 'moderateur' }));

describe('dataProvider', () => {
  it('speaks simple-rest to /api/backoffice with the staff token, and reads Content-Range', async () => {
    const calls = fakeFetch({ status: 200, body: [offer], headers: { 'Content-Range': 'offers 0-0/1' } });
    const list = await dataProvider.getList('offers', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'id', order: 'ASC' },
      filter: { etat: 'validation' },
    });
    expect(list).toEqual({ data: [offer], total: 1 });
    const url = new URL(calls[0]!.url);
    expect(url.pathname).toBe('/api/backoffice/offers');
    expect(JSON.parse(url.searchParams.get('filter') ?? '')).toEqual({ etat: 'validation' });
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer old-access');
  });

  it('on a 401 buys a new token pair with the refresh token, once, and retries the call with it', async () => {
    const calls = fakeFetch(
      { status: 401 },
      { status: 200, body: { jwt: 'new-access', refreshToken: 'new-refresh' } },
      { status: 200, body: offer },
    );
    await expect(dataProvider.getOne('offers', { id: 'abc' })).resolves.toEqual({ data: offer });
    expect(calls.map((c) => c.url)).toEqual([
      'http://cms.test/api/backoffice/offers/abc',
      'http://cms.test/api/auth/refresh',
      'http://cms.test/api/backoffice/offers/abc',
    ]);
    expect(calls[1]?.body).toEqual({ refreshToken: 'old-refresh' });
    expect(calls[2]?.headers.get('Authorization')).toBe('Bearer new-access');
    expect([session.token(), session.refreshToken()]).toEqual(['new-access', 'new-refresh']);
  });

  it('gives the 401 back when the refresh is refused, so the auth provider ends the session', async () => {
    fakeFetch({ status: 401 }, { status: 401 });
    await expect(dataProvider.getOne('offers', { id: 'abc' })).rejects.toMatchObject({ status: 401 });
    expect(session.token()).toBe('old-access');
  });

  it('does not refresh on other errors, and words a refusal in French', async () => {
    const calls = fakeFetch({ status: 403, body: { error: { message: 'Forbidden' } } });
    await expect(dataProvider.update('offers', { id: 'abc', data: { etat: 'publiee' }, previousData: offer })).rejects.toMatchObject({
      status: 403,
      message: 'cep.auth.forbidden',
    });
    expect(calls).toHaveLength(1);
  });
});
