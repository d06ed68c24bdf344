import 'server-only';
import { headers } from 'next/headers';
import type { SessionTokens } from '@cep/domain';
import { trustedProxyCount, visitorAddress } from '@/lib/session/visitor-address';
import { cmsPost } from './client';

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
