import type { EmailState } from '@cep/domain';

/** One e-mail of the queue as the cms lists it (tokens masked). */
export interface QueuedEmail {
  id: string;
  date: string;
  to: string;
  subject: string;
  text: string;
  etat: EmailState;
  tentatives: number;
  derniereErreur: string;
  envoyeLe: string | null;
  prochainEssai: string | null;
}
