import { recruiterUserSchema, type FormAnswer } from '@cep/domain';
import { revalidatePath } from 'next/cache';
import { NOT_LOGGED_IN, withSession } from '@/lib/actions/session-action';
import { readTokens } from '@/lib/session/cookies';

jest.mock('next/cache', () => ({ revalidatePath: jest.fn() }));
jest.mock('@/lib/session/cookies', () => ({ readTokens: jest.fn() }));

const session = jest.mocked(readTokens);
const revalidate = jest.mocked(revalidatePath);
const recruiter = { recruteurNom: 'Vidal', recruteurPrenom: 'Claire', recruteurMail: 'claire.vidal@delmas.fr' };

beforeEach(() => {
  jest.clearAllMocks();
  session.mockResolvedValue({ jwt: 'access-token', refreshToken: 'refresh-token' });
});

describe('withSession, the wrapper of the server actions that need a session', () => {
  it('answers 401 without a session, and calls neither the cms nor revalidation', async () => {
    session.mockResolvedValue(null);
    const call = jest.fn(async (): Promise<FormAnswer> => ({ code: 200 }));
    await expect(withSession({ schema: recruiterUserSchema, input: recruiter, revalidate: '/mon-compte' }, call)).resolves.toBe(
      NOT_LOGGED_IN,
    );
    expect(call).not.toHaveBeenCalled();
    expect(revalidate).not.toHaveBeenCalled();
  });

  it('answers 400 with the shared schema’s field → message map before any cms call', async () => {
    const call = jest.fn(async (): Promise<FormAnswer> => ({ code: 200 }));
    const answer = await withSession(
      {
        schema: recruiterUserSchema,
        input: { ...recruiter, recruteurMail: 'pas-une-adresse', recruteurNom: '' },
        revalidate: '/mon-compte',
      },
      call,
    );
    expect(answer).toEqual({
      code: 400,
      errors: { recruteurNom: 'Vérifier votre nom, prénom et votre email.', recruteurMail: 'Vérifier votre nom, prénom et votre email.' },
    });
    expect(call).not.toHaveBeenCalled();
    expect(revalidate).not.toHaveBeenCalled();
  });

  it('passes the token and the parsed data to the cms call, returns its answer and revalidates the page', async () => {
    const call = jest.fn(async (_jwt: string, _data: unknown): Promise<FormAnswer & { nom: string }> => ({
      code: 200,
      nom: 'Claire Vidal',
    }));
    const answer = await withSession(
      { schema: recruiterUserSchema, input: { ...recruiter, ignored: 'dropped by the schema' }, revalidate: '/mon-compte' },
      call,
    );
    expect(answer).toEqual({ code: 200, nom: 'Claire Vidal' });
    expect(call).toHaveBeenCalledWith('access-token', recruiter);
    expect(revalidate).toHaveBeenCalledWith('/mon-compte');
  });

  it('returns the cms’s own field errors as they are, after revalidating', async () => {
    const refused = { code: 400, errors: { recruteurMail: 'Le recruteur existe déjà.' } };
    const answer = await withSession({ schema: recruiterUserSchema, input: recruiter, revalidate: '/mon-compte' }, async () => refused);
    expect(answer).toBe(refused);
    expect(revalidate).toHaveBeenCalledTimes(1);
  });

  it('without a schema, calls the cms with the token alone and revalidates only when asked', async () => {
    await expect(withSession({}, async (jwt) => ({ code: jwt === 'access-token' ? 200 : 500 }))).resolves.toEqual({ code: 200 });
    expect(revalidate).not.toHaveBeenCalled();
  });

  it('lets a failing cms call throw (the page’s error boundary shows it) without revalidating', async () => {
    await expect(withSession({ revalidate: '/recrutement/offres' }, async () => Promise.reject(new Error('cms down')))).rejects.toThrow(
      'cms down',
    );
    expect(revalidate).not.toHaveBeenCalled();
  });
});
