import type { StartAnswer, StartCounts } from '../harvest-start';

/** A start as the estate set it: day, hour, meeting place, what to bring; `tour` counts the moves of the day or hour. */
export interface HarvestStart {
  date: string;
  heure: string;
  lieu: string;
  aApporter: string | null;
  tour: number;
  envoyeLe: string;
}

/** One preselected applicant in the headcount: their answer to the current start, when they were told and chased. */
export interface StartAttendee {
  /** The application's id. */
  id: string;
  prenom: string;
  nom: string;
  telephone: string | null;
  reponse: StartAnswer | null;
  reponduLe: string | null;
  prevenuLe: string | null;
  relanceLe: string | null;
}

/** `GET /recrutement/offre/demarrage/{offerId}?reponse=..&page=..`: the start, the counts against the positions, a page of who answered what. */
export interface StartHeadcount {
  code: 200;
  offre: { id: string; titre: string; postes: number | null; fenetre: string | null };
  demarrage: HarvestStart | null;
  compteurs: StartCounts;
  /** A page of the preselected applicants (all, or those of one answer), by name. */
  candidats: StartAttendee[];
  total: number;
  page: number;
  pages: number;
}

/** `POST /recrutement/offre/demarrage/{offerId}`: how many were told, and whether they are asked again (day or hour moved). */
export interface StartSent {
  code: 200;
  prevenus: number;
  tour: number;
  reponsesRemisesAZero: boolean;
}

/** `POST /recrutement/offre/demarrage/{offerId}/relance`: how many were chased. */
export interface StartChased {
  code: 200;
  relances: number;
}

/** `POST /vendanges/demarrage/lien`: what the worker's page shows before they answer. */
export interface StartInvitation {
  code: 200;
  prenom: string;
  offre: { id: string; titre: string; entreprise: string };
  demarrage: HarvestStart;
  reponse: StartAnswer | null;
}

/** `POST /vendanges/demarrage/reponse`: the answer as recorded. */
export interface StartAnswered {
  code: 200;
  reponse: StartAnswer;
}
