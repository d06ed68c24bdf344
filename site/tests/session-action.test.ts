import { revalidatePath } from 'next/cache';
import { accountRoutes } from '@cep/domain/contracts';
import { answerOf, callInSession, NOT_LOGGED_IN } from '@/lib/actions/session-action';
import { call } from '@/lib/cms/call';
import { readTokens } from '@/lib/session/cookies';

jest.mock('next/cache', () => ({ revalidatePath: jest.fn() }));
jest.mock('@/lib/session/cookies', () => ({ readTokens: jest.fn() }));
jest.mock('@/lib/cms/call', () => ({ call: jest.fn() }));

const session = jest.mocked(readTokens);
const revalidate = jest.mocked(revalidatePath);
const cms = jest.mocked(call);
const recruiter = {
  recruteurNom: 'Vidal',
  recruteurPrenom: 'Claire',
  recruteurFonction: 'Cheffe de culture',
  recruteurMail: 'claire.vidal@delmas.fr',
};

beforeEach(() => {
  jest.clearAllMocks();
  session.mockResolvedValue({ jwt: 'access-token', refreshToken: 'refresh-token' });
});

describe('callInSession, the server actions’ call of a contract in the session’s name', () => {
  it('answers 401 without a session, and calls neither the cms nor revalidation', async () => {
    session.mockResolvedValue(null);
    const answered = await callInSession(accountRoutes.addRecruiter, { body: recruiter }, { revalidate: '/recrutement/recruteurs' });
    expect(answered).toEqual({ ok: false, status: 401, refusal: NOT_LOGGED_IN });
    expect(cms).not.toHaveBeenCalled();
    expect(revalidate).not.toHaveBeenCalled();
  });

  it('calls the contract with the session’s token, returns the answer as it came and revalidates the page', async () => {
    const answered = { ok: true as const, status: 200 as const, answer: { code: 200 } };
    cms.mockResolvedValue(answered);
    await expect(callInSession(accountRoutes.addRecruiter, { body: recruiter }, { revalidate: '/recrutement/recruteurs' })).resolves.toBe(
      answered,
    );
    expect(cms).toHaveBeenCalledWith(accountRoutes.addRecruiter, { body: recruiter, jwt: 'access-token' });
    expect(revalidate).toHaveBeenCalledWith('/recrutement/recruteurs');
  });

  it('returns a refusal as it came, and revalidates only when asked', async () => {
    const refused = { ok: false as const, status: 400, refusal: { code: 400, errors: { recruteurMail: 'Le recruteur existe déjà.' } } };
    cms.mockResolvedValue(refused);
    await expect(callInSession(accountRoutes.addRecruiter, { body: recruiter })).resolves.toBe(refused);
    expect(revalidate).not.toHaveBeenCalled();
  });

  it('lets a failing cms call throw (the page’s error boundary shows it) without revalidating', async () => {
    cms.mockRejectedValue(new Error('cms down'));
    await expect(callInSession(accountRoutes.addRecruiter, { body: recruiter }, { revalidate: '/recrutement/recruteurs' })).rejects.toThrow(
      'cms down',
    );
    expect(revalidate).not.toHaveBeenCalled();
  });
});

describe('answerOf, what client components read of a server action', () => {
  it('is the answer when the call succeeded, the refusal (its code first) when it did not', () => {
    expect(answerOf({ ok: true, status: 200, answer: { code: 200, nom: 'Claire Vidal' } })).toEqual({ code: 200, nom: 'Claire Vidal' });
    expect(answerOf({ ok: false, status: 403, refusal: { code: 403, message: 'Réservé au propriétaire du compte.' } })).toEqual({
      code: 403,
      message: 'Réservé au propriétaire du compte.',
    });
  });
});
