import { z } from './zod';
import { checkbox, optionalPhoneField, requiredText } from './schemas/fields';

/**
 * An unsolicited application to an estate (issue #40 item 4), from its company page or a subsidiary's: a message, a
 * phone, and the profile's CV if the candidate wants to send it; the CV's harvest availability goes with it.
 */
export const UNSOLICITED_MESSAGE_MAX = 5000;
export const UNSOLICITED_PER_PAGE = 20;
/** Invitations kept per unsolicited application: a pool is not a mailing list. */
export const UNSOLICITED_INVITATIONS_MAX = 20;

export const unsolicitedApplicationSchema = z.object({
  message: requiredText(UNSOLICITED_MESSAGE_MAX),
  telephone: optionalPhoneField(),
  cvProfil: checkbox(),
});

export type UnsolicitedApplicationValues = z.infer<typeof unsolicitedApplicationSchema>;
