/** A recruitment day as its organiser and the public see it. */
export interface JobDatingDay {
  id: string;
  titre: string;
  date: string;
  lieu: string;
  description: string | null;
  organisateur: string;
  annulee: boolean;
  /** Booking closes at the end of the day before (a slot is not booked the same morning). */
  ouverte: boolean;
}

/** A slot as the public sees it: how many places are left. */
export interface JobDatingSlot {
  id: string;
  debut: string;
  fin: string;
  restantes: number;
}

/** `GET /job-dating`: the upcoming days, soonest first, with the places left. */
export interface JobDatingList {
  code: 200;
  journees: Array<JobDatingDay & { placesRestantes: number }>;
  total: number;
  page: number;
  pages: number;
}

/** `GET /job-dating/{id}`: the day, its slots, and the caller's booking if they are a candidate who booked one. */
export interface JobDatingPage {
  code: 200;
  journee: JobDatingDay;
  creneaux: JobDatingSlot[];
  reservation: { creneau: string; debut: string; fin: string } | null;
}

/** `POST /job-dating/{id}/reserver/{slotId}`: the slot booked. */
export interface JobDatingBooked {
  code: 200;
  creneau: string;
}

/** One booking, for the organiser. */
export interface JobDatingBooking {
  prenom: string;
  nom: string;
  email: string;
  telephone: string | null;
  le: string;
}

/** `GET /compte/job-dating/{id}`: the day with each slot's bookings. */
export interface JobDatingManaged {
  code: 200;
  journee: JobDatingDay;
  creneaux: Array<JobDatingSlot & { capacite: number; inscrits: JobDatingBooking[] }>;
}

/** `GET /compte/job-dating`: the account's days, newest first. */
export interface JobDatingOwnList {
  code: 200;
  journees: Array<JobDatingDay & { creneaux: number; places: number; reservees: number }>;
}

/** `POST /compte/job-dating`: the day created. */
export interface JobDatingCreated {
  code: 200;
  id: string;
}

/** `POST /compte/job-dating/{id}/annuler`: how many booked candidates were told. */
export interface JobDatingCancelled {
  code: 200;
  prevenus: number;
}
