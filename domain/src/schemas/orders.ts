import { z } from '../zod';
import { messages } from '../messages';

/** What staff do to an order in the backoffice: a transfer received is marked paid, a waiting order cancelled, a paid one refunded. */
export const orderActionSchema = z.object({ action: z.enum(['payer', 'annuler', 'rembourser'], { error: messages.champObligatoire }) });
export type OrderAction = z.infer<typeof orderActionSchema>;
