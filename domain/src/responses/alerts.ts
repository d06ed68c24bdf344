import type { AlertCriteria, AlertFrequency } from '../alerts';

export type AlertState = 'active' | 'suspendue';

/** The header of an alert card (spec 02 §4) and its button, which says what it will do. */
export const ALERT_STATE_HEADERS: Record<AlertState, string> = { active: 'Alerte active', suspendue: 'Alerte suspendue' };
export const ALERT_TOGGLE_LABELS: Record<AlertState, string> = { active: 'Suspendre', suspendue: 'Activer' };

/** A zone as the autocomplete shows it. */
export interface ZoneLabel {
  id: string;
  value: string;
}

/** One candidate alert (`/candidat/alerte/`, `/candidat/alerte/{id}`). */
export interface CandidateAlertView {
  id: string;
  libelle: string;
  criteres: AlertCriteria;
  zones: ZoneLabel[];
  frequence: AlertFrequency;
  etat: AlertState;
  creeLe: string;
  dernierEnvoi: string | null;
  offresEnvoyees: number;
  /** The /offres query string of the alert (« Voir les offres »). */
  recherche: string;
}

/** `/alerte/{query}` (spec 02 §7); `noconnect` and `connect-recruteur` are answered by the site, which knows the session. */
export interface AlertCreateAnswer {
  action: 'noconnect' | 'connect-recruteur' | 'alerteok' | 'alertepresente';
  html: string;
  id?: string;
}

/** A recruiter's CV alert (`/recrutement/alert/{id}`, spec 02 §3). */
export interface RecruiterAlertView {
  id: string;
  titre: string;
  experience: number | null;
  formation: number | null;
  domaine1: number | null;
  domaine2: number | null;
  domaine3: number | null;
  contrats: number[];
  recruteurAlerteZonegeo: Array<{ id: string; label: string }>;
  candidatDispoFrance: boolean;
  statut: AlertState;
  creeLe: string;
  auteur: string;
}

/** `/candidat/alertes`: the candidate's alerts, newest first. */
export interface CandidateAlertList {
  code: 200;
  alertes: CandidateAlertView[];
}

/** One candidate alert, read or saved. */
export interface CandidateAlertAnswer {
  code: 200;
  alerte: CandidateAlertView;
}

/** `/candidat/alerte/{id}/{suspendre|activer}`: the alert's state now. */
export interface AlertStateAnswer {
  code: 200;
  etat: AlertState;
}

/** `/recrutement/alertes`: the account's CV alerts. */
export interface CvAlertList {
  code: 200;
  alertes: RecruiterAlertView[];
}

/** One CV alert, read or saved. */
export interface CvAlertAnswer {
  code: 200;
  alerte: RecruiterAlertView;
}

/** `/recrutement/active-alerte/{id}`: the CV alert's state now. */
export interface CvAlertStatus {
  code: 200;
  statut: AlertState;
}
