import type { StartAnswer } from '../harvest-start';
import type { SeasonOutcome } from '../seasonal';

/** One preselected worker of the offer, in its season review. */
export interface SeasonWorker {
  candidature: string;
  prenom: string;
  nom: string;
  email: string;
  telephone: string | null;
  /** Their answer to the confirmed start, if any: a help to recall who came. */
  demarrage: StartAnswer | null;
  bilan: SeasonOutcome | null;
  aReprendre: boolean;
}

/** `GET /recrutement/offre/bilan/{offerId}`: the offer's season review. */
export interface SeasonReview {
  code: 200;
  offre: { id: string; titre: string };
  saison: number;
  /** Whether marks are taken yet (the harvest has begun or the offer has left the site). */
  ouvert: boolean;
  travailleurs: SeasonWorker[];
  total: number;
  page: number;
  pages: number;
}

/** `POST /recrutement/offre/bilan/{offerId}`: the mark as recorded. */
export interface SeasonMarked {
  code: 200;
  bilan: SeasonOutcome;
  aReprendre: boolean;
}

/** One season of a worker, as the account recorded it. */
export interface SeasonRecord {
  saison: number;
  offre: string;
  titre: string;
  /** The company that signed the offer (the account's own, or one of its subsidiaries). */
  entreprise: string;
  bilan: SeasonOutcome;
  aReprendre: boolean;
  le: string;
}

/** An offer the worker was invited back to, and when. */
export interface RehireInvitation {
  offre: string;
  titre: string;
  le: string;
}

/** One worker of « Mes saisonniers ». */
export interface SeasonalWorker {
  id: string;
  prenom: string;
  nom: string;
  email: string;
  telephone: string | null;
  aReprendre: boolean;
  derniereSaison: number;
  saisons: SeasonRecord[];
  invitations: RehireInvitation[];
  /** The last day the entry is kept, unless another season is recorded. */
  expireLe: string;
}

/** `GET /recrutement/saisonniers`: the account's workers, a page at a time, and its online harvest offers. */
export interface SeasonalList {
  code: 200;
  saisonniers: SeasonalWorker[];
  total: number;
  page: number;
  pages: number;
  offres: Array<{ id: string; titre: string }>;
}

/** `POST /recrutement/saisonniers/inviter`: how many were e-mailed, and how many had been invited to it already. */
export interface SeasonalInvited {
  code: 200;
  invites: number;
  deja: number;
}

/** `POST /vendanges/reprise/lien`: what a re-hire link shows, before the worker applies. */
export interface RehireLink {
  code: 200;
  prenom: string;
  telephone: string | null;
  offre: {
    id: string;
    titre: string;
    entreprise: string;
    debutAuPlusTot: string | null;
    debutAuPlusTard: string | null;
    fenetre: string | null;
  };
  dejaPostule: boolean;
}

/** `POST /vendanges/reprise/postuler`: the application sent. */
export interface RehireApplied {
  code: 200;
  id: string;
}

/** `GET /candidat/saisons`: what each estate recorded of the candidate's seasons (their right of access). */
export interface CandidateSeasons {
  code: 200;
  domaines: Array<{ entreprise: string; aReprendre: boolean; saisons: SeasonRecord[]; invitations: RehireInvitation[]; expireLe: string }>;
}
