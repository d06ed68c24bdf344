/** Where a candidate's SMS stand: none, a code sent and not yet entered, on, or stopped by a « STOP » reply. */
export type SmsState = 'aucun' | 'en_attente' | 'actif' | 'arrete';

/** `GET /candidat/sms` and the answers of its writes. */
export interface SmsStatus {
  code: 200;
  etat: SmsState;
  /** E.164 (« +33612345678 »). */
  telephone: string | null;
}

/** `POST /sms/entrant`: the reply was read (a « STOP » turned the number's SMS off). */
export interface SmsInbound {
  code: 200;
  arrete: boolean;
}
