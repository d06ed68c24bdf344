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

/**
 * PUT /api/compte/utilisateur: saved; a new address waits for its link (`emailEnAttente`, and the `message` that says
 * so), the login address staying until then. A taken address is refused with `error_mail_login`.
 */
export interface UserInfoAnswer {
  code: 200;
  emailEnAttente?: string;
  message?: string;
}

/** PUT /api/compte/connexion: a changed password ends the other sessions and hands this one new tokens. */
export interface PasswordChangeAnswer extends SessionTokens {
  code: 200;
}

/** POST /api/compte/confirmation: the address is already confirmed (`confirme`), or a new link went (`message`). */
export interface ConfirmationResent {
  code: 200;
  confirme: boolean;
  message?: string;
}

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
  code: 200;
  recruteurs: TeamMember[];
}

/**
 * POST /api/recrutement/nouveau-recruteur (spec 01 §7): the invited recruiter's card. A duplicate address is refused
 * with `error_mail_login`.
 */
export interface RecruiterAdded {
  code: 200;
  id: number;
  recruteur: TeamMember;
}

/** PUT /api/recrutement/recruteur/:id (spec 01 §7): `nom` for the card and the `message` that says what was done. */
export interface RecruiterUpdated {
  code: 200;
  message: string;
  nom: string;
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
  code: 200;
  filiales: Subsidiary[];
}

/**
 * POST /api/recrutement/add/societefiliale: the new subsidiary. A refusal adds the postal-code flags to the field map
 * (`isErrorCodepostal`, `msgErrorCodePostal`).
 */
export interface SubsidiaryAnswer extends Subsidiary {
  code: 200;
}
