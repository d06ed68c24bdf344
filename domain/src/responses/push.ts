import type { PushKind } from '../push';

/** One device that receives the candidate's notifications. */
export interface PushDevice {
  id: string;
  appareil: string;
  types: PushKind[];
  creeLe: string;
  dernierEnvoiLe: string | null;
}

/** `GET /candidat/push`: the server's public key (null: push not configured) and the candidate's devices. */
export interface PushDevices {
  code: 200;
  cle: string | null;
  appareils: PushDevice[];
}

/** `POST /candidat/push`: the device kept (a second subscription of one endpoint updates it). */
export interface PushSubscribed {
  code: 200;
  id: string;
}
