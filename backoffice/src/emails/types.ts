import type { EmailState, MessageChannel } from '@cep/domain';

/** One e-mail of the queue as the cms lists it (tokens masked). */
export interface QueuedEmail {
  id: string;
  date: string;
  /** An e-mail, or an SMS (its address a phone number). */
  canal: MessageChannel;
  to: string;
  subject: string;
  text: string;
  etat: EmailState;
  tentatives: number;
  derniereErreur: string;
  envoyeLe: string | null;
  prochainEssai: string | null;
}
