import type { HarvestAvailability } from '../harvest-availability';

/** `POST /entreprises/{id}/candidature-spontanee`: the unsolicited application's id. */
export interface UnsolicitedSent {
  code: 200;
  id: string;
}

/** An offer the account invited the candidate to, and when. */
export interface UnsolicitedInvitation {
  offre: string;
  titre: string;
  le: string;
}

/** One unsolicited application in the account's pool. */
export interface UnsolicitedApplication {
  id: string;
  date: string | null;
  /** The page it was sent from: the company or one of its subsidiaries. */
  entreprise: string;
  candidat: { prenom: string; nom: string; email: string; telephone: string | null; titre: string | null };
  message: string;
  cv: boolean;
  disponibilites: HarvestAvailability | null;
  invitations: UnsolicitedInvitation[];
}

/** `GET /recrutement/candidatures-spontanees?q=..&page=..`: the pool, a page at a time, and the offers one may invite to. */
export interface UnsolicitedPool {
  code: 200;
  candidatures: UnsolicitedApplication[];
  total: number;
  page: number;
  pages: number;
  offres: Array<{ id: string; titre: string }>;
}

/** `POST /recrutement/candidatures-spontanees/{id}/inviter/{offerId}`: the invitations as they are now. */
export interface UnsolicitedInvited {
  code: 200;
  invitations: UnsolicitedInvitation[];
}
