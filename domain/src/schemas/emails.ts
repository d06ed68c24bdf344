import { z } from '../zod';
import { messages } from '../messages';

/** An e-mail's life in the queue (issue #37 item 2): waiting (first try or a retry), sent, or given up after 24 h. */
export const EMAIL_STATES = ['en_attente', 'envoye', 'echec'] as const;
export type EmailState = (typeof EMAIL_STATES)[number];

export const EMAIL_STATE_LABELS: Record<EmailState, string> = { en_attente: 'En attente', envoye: 'Envoyé', echec: 'Échec' };

/** What the queue carries: e-mails, and the SMS and push notifications sent through the same worker (issue #41 items 4, 5). */
export const MESSAGE_CHANNELS = ['email', 'sms', 'push'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];
export const MESSAGE_CHANNEL_LABELS: Record<MessageChannel, string> = { email: 'E-mail', sms: 'SMS', push: 'Notification' };

/** What staff do to an e-mail in the backoffice: one given up is sent again, with a new 24 hours of retries. */
export const emailActionSchema = z.object({ action: z.enum(['renvoyer'], { error: messages.champObligatoire }) });
