import 'server-only';
import { headers } from 'next/headers';
import { trustedProxyCount, visitorAddress } from '@/lib/session/visitor-address';
import { cmsPost, cmsGet } from './client';

export interface Tokens {
  jwt: string;
  refreshToken: string;
}

export interface SessionUser {
  id: number;
  email: string;
  prenom: string;
  nom: string;
  confirme: boolean;
  role: 'candidat' | 'recruteur' | 'ecole' | 'moderateur' | 'editeur' | null;
}

/**
 * The visitor's address for the cms's throttles (login, reset, sign-up), trusted there thanks to the shared
 * secret. Without the secret the cms counts every visitor as the site itself.
 */
export async function visitorHeaders(): Promise<Record<string, string>> {
  const secret = process.env.SITE_PROXY_SECRET;
  const address = visitorAddress((await headers()).get('x-forwarded-for'), trustedProxyCount());
  return secret && address ? { 'x-cep-client-ip': address, 'x-cep-proxy-secret': secret } : {};
}

export type LoginAnswer = { ok: true; tokens: Tokens } | { ok: false; status: number };

export async function login(email: string, password: string): Promise<LoginAnswer> {
  const { status, body } = await cmsPost<Tokens>('/auth/local', { identifier: email, password }, await visitorHeaders());
  return status === 200 ? { ok: true, tokens: { jwt: body.jwt, refreshToken: body.refreshToken } } : { ok: false, status };
}

export async function refresh(refreshToken: string): Promise<Tokens | null> {
  const { status, body } = await cmsPost<Tokens>('/auth/refresh', { refreshToken });
  return status === 200 ? body : null;
}

export async function logout(tokens: Tokens): Promise<void> {
  await cmsPost('/auth/logout', { refreshToken: tokens.refreshToken }, { Authorization: `Bearer ${tokens.jwt}` });
}

/** The logged-in user, or null when the access token is missing, expired or revoked. */
export async function me(jwt: string): Promise<SessionUser | null> {
  return cmsGet<SessionUser>('/compte/moi', undefined, { Authorization: `Bearer ${jwt}` }).catch(() => null);
}

export type ForgotAnswer = { code: number; errors?: Record<string, string>; email?: string; html?: string };
type Answer = ForgotAnswer;

export async function forgotPassword(email: string): Promise<Answer> {
  const { status, body } = await cmsPost<Answer>('/forgot-password', { email }, await visitorHeaders());
  return status === 429 ? { code: 429 } : body;
}

export async function resetPassword(token: string, plainPassword: { first: string; second: string }): Promise<Answer> {
  return (await cmsPost<Answer>('/reset-password', { token, plainPassword })).body;
}

export async function confirmEmail(token: string): Promise<boolean> {
  return (await cmsGet<Answer>('/inscription/confirmation', { token }))?.code === 200;
}
