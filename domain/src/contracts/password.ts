import { z } from '../zod';
import { resetPasswordSchema } from '../schemas/accounts';
import type { ForgotPasswordAnswer } from '../responses/auth';
import type { Done } from '../responses/form';
import { route } from './route';

/**
 * The forgotten-password form as it travels: the address is checked by `forgotPasswordSchema` in the handler, and
 * one that is not an address is answered as an address without an account (`code` 404), never with a field map.
 */
export const forgotPasswordRequest = z.looseObject({ email: z.unknown().optional() });

/** A forgotten password (spec 01 §7, §8): the reset link by e-mail, then the new password with its token. */
export const passwordRoutes = {
  forgot: route<ForgotPasswordAnswer>()({
    method: 'POST',
    path: '/forgot-password',
    summary: 'Sends a reset link to a registered address (`code` 404 in a 200 when no account has it); throttled.',
    access: { public: true },
    body: forgotPasswordRequest,
    throttle: { rule: 'forgot-password' },
  }),
  reset: route<Done>()({
    method: 'POST',
    path: '/reset-password',
    summary: 'A new password with the single-use token of the reset link (one hour); every session of the user ends.',
    access: { public: true },
    body: resetPasswordSchema,
    refusals: [400],
  }),
};
