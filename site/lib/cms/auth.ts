import 'server-only';
import { headers } from 'next/headers';
import type { EmailConfirmationAnswer, FormAnswer, ForgotPasswordAnswer, SessionTokens, SessionUser } from '@cep/domain';
import { trustedProxyCount, visitorAddress } from '@/lib/session/visitor-address';
import { CmsError, cmsPost, cmsGet } from './client';

/**
 * The visitor's address for the cms's throttles (login, reset, sign-up), trusted there thanks to the shared
 * secret. Without the secret the cms counts every visitor as the site itself.
 */
export async function visitorHeaders(): Promise<Record<string, string>> {
  const secret = process.env.SITE_PROXY_SECRET;
  const address = visitorAddress((await headers()).get('x-forwarded-for'), trustedProxyCount());
  return secret && address ? { 'x-cep-client-ip': address, 'x-cep-proxy-secret': secret } : {};
}

export type LoginAnswer = { ok: true; tokens: SessionTokens } | { ok: false; status: number };

export async function login(email: string, password: string): Promise<LoginAnswer> {
  const { status, body } = await cmsPost<SessionTokens>('/auth/local', { identifier: email, password }, await visitorHeaders());
  return status === 200 ? { ok: true, tokens: { jwt: body.jwt, refreshToken: body.refreshToken } } : { ok: false, status };
}

export async function logout(tokens: SessionTokens): Promise<void> {
  await cmsPost('/auth/logout', { refreshToken: tokens.refreshToken }, { Authorization: `Bearer ${tokens.jwt}` });
}

/**
 * The logged-in user, or null when the access token is expired or revoked (401). Any other failure (the cms or its
 * database down: 503) is thrown, for the error page: a fault must never look like a logout.
 */
export async function me(jwt: string): Promise<SessionUser | null> {
  return cmsGet<SessionUser>('/compte/moi', undefined, { Authorization: `Bearer ${jwt}` }).catch((error: unknown) => {
    if (error instanceof CmsError && error.status === 401) return null;
    throw error;
  });
}

export async function forgotPassword(email: string): Promise<ForgotPasswordAnswer> {
  const { status, body } = await cmsPost<ForgotPasswordAnswer>('/forgot-password', { email }, await visitorHeaders());
  return status === 429 ? { code: 429 } : body;
}

export async function resetPassword(token: string, plainPassword: { first: string; second: string }): Promise<FormAnswer> {
  return (await cmsPost<FormAnswer>('/reset-password', { token, plainPassword })).body;
}

export async function confirmEmail(token: string): Promise<boolean> {
  return (await cmsGet<EmailConfirmationAnswer>('/inscription/confirmation', { token }))?.code === 200;
}

/** A new confirmation link for the logged-in user (at most every ten minutes: 429 with the cms's message). */
export async function resendConfirmation(jwt: string): Promise<FormAnswer & { message?: string }> {
  return (await cmsPost<FormAnswer & { message?: string }>('/compte/confirmation', undefined, { Authorization: `Bearer ${jwt}` })).body;
}
