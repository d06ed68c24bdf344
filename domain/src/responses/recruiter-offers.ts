import type { CreditBalance } from '../credits';
import type { CreditKind } from '../constants';
import type { OfferState } from '../offer';
import type { OfferLanguage, OfferTranslation } from '../offer-translations';
import type { Basket } from '../pricing';
import type { FormAnswer } from './form';

/** The step-1 values as the form shows them again (cms `offers/attributes.ts` `step1Values`). */
export type StepOneValues = Record<string, unknown> & {
  offreTitre: string;
  offreContrat: number | null;
  offreVille: string;
  offreVilleLibelle: string;
  photocouverture: string | null;
};

/** GET /api/recrutement/offre/description-offre/:id; `route` is the offer's step-1 path (`/stage` for internships). */
/** The change waiting on an online offer (issue #38 item 2), and the reason the last one was refused. */
export interface OfferChangeState {
  /** Online or suspended: what the recruiter saves waits for a moderator, and the published version stays. */
  enLigne: boolean;
  /** When the change waiting for a moderator was sent, or null. */
  modificationSoumiseLe: string | null;
  modificationRefusee: string | null;
}

export interface StepOneView {
  code: 200;
  offre: StepOneValues & OfferChangeState & { id: string; etat: OfferState; motifRefus: string | null; modifiable: boolean };
  route: string;
}

/** GET /api/recrutement/offre/:id/description-entreprise: the offer's step 2 and the companies that may sign it. */
export interface StepTwoView {
  code: 200;
  offre: OfferChangeState & {
    id: string;
    titre: string;
    etat: OfferState;
    modifiable: boolean;
    stage: boolean;
    societe: string;
    offreModeReception: 'url' | 'mail';
    offrePostuleurl: string;
    offreMail: string;
    options: number[];
  };
  societes: Array<{ id: string; nom: string; description: string; nombreSalaries: number | null }>;
  route: string;
}

/**
 * GET /api/recrutement/offre/:id/traductions (issue #41 item 1): the French title the translations follow, and each
 * language's fields as the form shows them (a change waiting for a moderator over the published ones; '' where none).
 */
export interface TranslationsView {
  code: 200;
  offre: OfferChangeState & { id: string; titre: string; etat: OfferState; modifiable: boolean };
  traductions: Record<OfferLanguage, OfferTranslation>;
  /** The offer's step-1 path (`/stage` for internships), where its French text is changed. */
  route: string;
}

/** PUT /api/recrutement/offre/:id/traductions: saved on the offer, or (online) sent to a moderator (`modification`). */
export interface TranslationsSaved {
  code: 200;
  id: string;
  message: string;
  modification?: true;
}

/** GET /api/recrutement/offre/:id/paiement: step 3, the basket and whether the offer can be sent now. */
export interface CheckoutView {
  code: 200;
  offre: { id: string; titre: string; etat: OfferState };
  /** The first step still incomplete, or 3. */
  etape: 1 | 2 | 3;
  gratuite: boolean;
  /** The account's balances by kind: the lines they cover cost 0 € HT. */
  credits: Record<CreditKind, CreditBalance>;
  panier: Basket;
  publiable: boolean;
  /** Why a complete offer cannot be sent yet (no credit). */
  message?: string;
  route: string;
}

/** One card of the management page (spec 02 §2), with the actions the offer machine allows the recruiter. */
export interface RecruiterOfferCard {
  id: string;
  titre: string;
  contrat: { id: number | null; libelle: string };
  etat: OfferState;
  etatLibelle: string;
  ville: string;
  societe: string;
  etape: number;
  datePublication: string | null;
  dateExpiration: string | null;
  dateSuspension: string | null;
  motifRefus: string | null;
  /** A change of the online offer waits for a moderator. */
  modificationEnAttente: boolean;
  /** Why a moderator refused the last change of the online offer (the published version stayed). */
  modificationRefusee: string | null;
  candidatures: number;
  /** Applications no recruiter of the account has opened yet. */
  nouvellesCandidatures: number;
  /** Offers received on the recruiter's site: the candidates sent there from Cep (null for offers received by e-mail). */
  clicsPostuler: number | null;
  actions: string[];
  /** Boosters on the offer (spec 02 §4): newsletter and top of list are used once, then shown as badges. */
  boosters: { newsletter: boolean; aLaUneJusquau: string | null; cvtheque: boolean; reseauxLe: string | null };
}

/** GET /api/recrutement/offres?etat=&contrat=&q= */
export interface RecruiterOfferList {
  offres: RecruiterOfferCard[];
  compteurs: Record<OfferState, number>;
}

/** GET /api/recrutement/offres: the list as the route answers it. */
export interface RecruiterOfferListAnswer extends RecruiterOfferList {
  code: 200;
}

/**
 * Step 1 saved (POST /api/recrutement/offre/description-offre, PUT …/:id): the offer's `id` and whether it stays a
 * draft; an online offer's change waits for a moderator (`modification`, with the message that says so).
 */
export interface StepOneSaved {
  code: 200;
  id: string;
  brouillon: boolean;
  modification?: true;
  message?: string;
}

/** PUT /api/recrutement/offre/:id/description-entreprise: step 2 saved, or (online) the change sent to a moderator. */
export interface StepTwoSaved {
  code: 200;
  id: string;
  modification?: true;
  message?: string;
}

/** POST /api/recrutement/offre/:id/photocouverture: the cover's public `url` (`modification`: it waits for a moderator). */
export interface CoverSaved {
  code: 200;
  url: string;
  modification?: true;
}

/** POST /api/recrutement/offre/:id/paiement (or the status change `publier`): the offer sent to moderation. */
export interface OfferPublished {
  code: 200;
  id: string;
  etat: OfferState;
  message: string;
}

/** POST /api/recrutement/offre/update/:id/(suspendre|reactiver): the offer's new state. */
export interface OfferStatusChanged {
  code: 200;
  id: string;
  etat: OfferState;
  dateSuspension: string | null;
}

/** POST /api/recrutement/offre/:id/utilisation/booster/:type: the credits of that booster left. */
export interface BoosterUsed {
  code: 200;
  credit: CreditBalance;
}

/** GET /api/load-card-offre/:id: the offer's card, refreshed after a booster. */
export interface OfferCardAnswer {
  code: 200;
  offre: RecruiterOfferCard;
}

/** GET /api/recrutement/offre/:ref/utilisation/boost/reseaux/sociaux: what the social boost form needs. */
export interface SocialBoostForm {
  code: 200;
  /** The days already booked by any account, from today. */
  reserved_dates: string[];
  /** The last day that may be booked. */
  max: string;
  /** The offer's booking, if it has one. */
  datePublie: string | null;
  credit: CreditBalance;
}

/** POST /api/recrutement/offre/:ref/utilisation/boost/reseaux/sociaux: the day booked, the credits left, the days taken now. */
export interface SocialBoostBooked {
  code: 200;
  credit: CreditBalance;
  datePublie: string;
  reserved_dates: string[];
  errors: Record<string, never>;
}

/**
 * What the site's offer actions hand their forms, whichever write answered: the offer `id` (step 1 and 2), the cover
 * `url`, the new `etat` (publication, status change), or a refusal's `message` (404 not found, 402 no credit, 409 not
 * in this state) or field map.
 */
export interface OfferAnswer extends FormAnswer {
  id?: string;
  message?: string;
  url?: string;
  etat?: OfferState;
}
