'use server';

import { redirect } from 'next/navigation';
import { formatMessage, messages, parseForm, resetPasswordSchema, type FieldErrors } from '@cep/domain';
import { passwordRoutes } from '@cep/domain/contracts';
import { login, logout, visitorHeaders } from '@/lib/cms';
import { call } from '@/lib/cms/call';
import { clearTokens, readTokens, saveTokens } from '@/lib/session/cookies';
import { safeReturnTarget } from '@/lib/session/return-target';
import { text } from './form-data';

/** Spec 01 §7: `code` (200, or 403/500 on failure) and `lastUsername` to refill the form. */
export interface LoginState {
  code: number;
  lastUsername: string;
  message?: string;
}

export async function loginAction(_previous: LoginState, form: FormData): Promise<LoginState> {
  const email = text(form, 'email').trim().toLowerCase();
  const password = text(form, 'password');
  const urlredirection = safeReturnTarget(text(form, 'retour'));
  if (!email || !password) return { code: 403, lastUsername: email, message: messages.connexionEchec };
  const answer = await login(email, password);
  if (!answer.ok) {
    const message = answer.status === 429 ? messages.tropDeTentatives : messages.connexionEchec;
    return { code: answer.status === 429 ? 429 : 403, lastUsername: email, message };
  }
  await saveTokens(answer.tokens);
  redirect(urlredirection);
}

export async function logoutAction(): Promise<void> {
  const tokens = await readTokens();
  if (tokens) await logout(tokens).catch(() => undefined);
  await clearTokens();
  redirect('/');
}

/** Spec 01 §8: 200 → check your mailbox ({email}); 500 with html → that text; anything else → no account. */
export interface ForgotState {
  status: 'idle' | 'sent' | 'error';
  message: string;
  email: string;
}

export async function forgotAction(_previous: ForgotState, form: FormData): Promise<ForgotState> {
  const email = text(form, 'email').trim();
  // An empty address is a field left blank, not an address without an account.
  if (!email) return { status: 'error', email, message: messages.champObligatoire };
  const answered = await visitorHeaders()
    .then((headers) => call(passwordRoutes.forgot, { body: { email }, headers }))
    .catch(() => null);
  if (!answered) return { status: 'error', email, message: messages.erreurReessayer };
  if (answered.ok && answered.answer.code === 200)
    return { status: 'sent', email, message: formatMessage('resetVerifierBoite', { email: answered.answer.email }) };
  if (answered.status === 429) return { status: 'error', email, message: messages.tropDeTentatives };
  return { status: 'error', email, message: messages.resetAucunCompte };
}

export interface ResetState {
  errors: FieldErrors;
}

export async function resetAction(_previous: ResetState, form: FormData): Promise<ResetState> {
  const input = {
    token: text(form, 'token'),
    plainPassword: { first: text(form, 'plainPassword[first]'), second: text(form, 'plainPassword[second]') },
  };
  const parsed = parseForm(resetPasswordSchema, input);
  if (!parsed.ok) return { errors: parsed.errors };
  const answered = await call(passwordRoutes.reset, { body: parsed.data });
  if (!answered.ok) return { errors: answered.refusal.errors ?? { token: messages.lienInvalide } };
  redirect('/connexion?reinitialise=1');
}
