import type { FormAnswer } from './form';
import type { SessionTokens } from './auth';

type SectionValues = Record<string, string | number | boolean | null>;

/** GET /api/compte: the sections of "Mon compte" the caller may see, in the spec's field names. */
export interface AccountView {
  role: string;
  proprietaire: boolean;
  utilisateur: SectionValues;
  /** A recruiter's company. */
  entreprise?: SectionValues;
  /** The billing block: a company's with `factureDifferente`, a school's with `adresseFactureIdentique`. */
  facturation?: SectionValues;
  /** A school's establishment. */
  etablissement?: SectionValues;
}

/** PUT /api/compte/connexion: a changed password ends the other sessions and hands this one new tokens. */
export type PasswordChangeAnswer = FormAnswer & Partial<SessionTokens>;

/** A recruiter of the company, in the fields of spec 01 §3. */
export interface TeamMember {
  id: number;
  recruteurNom: string;
  recruteurPrenom: string;
  recruteurFonction: string;
  recruteurMail: string;
  recruteurTel: string;
  proprietaire: boolean;
}

/** GET /api/recrutement/recruteurs */
export interface TeamAnswer {
  code: number;
  recruteurs: TeamMember[];
}

/**
 * POST /api/recrutement/nouveau-recruteur and PUT /api/recrutement/recruteur/:id (spec 01 §7): a duplicate
 * address sets `error_mail_login`; an update answers `nom` for the card and a `message`.
 */
export interface RecruiterAnswer extends FormAnswer {
  id?: number;
  recruteur?: TeamMember;
  error_mail_login?: boolean;
  nom?: string;
  message?: string;
}

/** POST /api/recrutement/contact: 200, or 500 when the e-mail could not be sent (spec 01 §8). */
export type ContactAnswer = FormAnswer;

/** A subsidiary, in the fields of spec 02 §7's add call. */
export interface Subsidiary {
  id: string;
  raisonSociale: string;
  adresse: string;
  adresseComplementaire: string;
  codePostal: string;
  ville: string;
  villeInternational: string;
  pays: string;
  telephone: string;
  secteurActivite: string;
  registreMarque: string;
  diffusionMarque: boolean;
}

/** GET /api/recrutement/filiales */
export interface SubsidiariesAnswer {
  code: number;
  filiales: Subsidiary[];
}

/** POST /api/recrutement/add/societefiliale: the new subsidiary, or the errors with the postal-code flags. */
export interface SubsidiaryAnswer extends FormAnswer, Partial<Subsidiary> {
  isErrorCodepostal?: boolean;
  msgErrorCodePostal?: string;
}

/** DELETE /api/recrutement/delete/societefiliale/:id: 409 with a `message` while the subsidiary carries offers. */
export interface SubsidiaryDeleteAnswer {
  code: number;
  message?: string;
}
