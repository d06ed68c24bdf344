/** Counts per facet value, as the search engine answers them. */
type FacetCounts = Record<string, Record<string, number>>;

/**
 * A CV of the library (issue #13). Until the account buys it the card is anonymous: no name, contact, photo,
 * employer or school names, no free text (an employer named in a description would give the candidate away).
 */
export interface CvCard {
  id: string;
  titre: string;
  anneesExperience: number | null;
  experience: string | null;
  niveau: string | null;
  contrats: string[];
  domaines: string[];
  zones: string[];
  langues: string[];
  permis: boolean;
  remuneration: number | null;
  postes: Array<{ titre: string; periode: string }>;
  diplomes: Array<{ titre: string; periode: string }>;
  misAJourLe: string;
  aime: boolean;
  achete: boolean;
}

/** What buying reveals to every member of the account. */
export interface CvFull extends Omit<CvCard, 'postes' | 'diplomes'> {
  nom: string;
  prenom: string;
  email: string;
  telephone: string | null;
  photo: boolean;
  fichier: { nom: string; taille: number } | null;
  postes: Array<{ titre: string; lieu: string; periode: string; description: string }>;
  diplomes: Array<{ titre: string; lieu: string; periode: string; description: string }>;
  acheteLe: string;
}

export interface CvLibraryPage {
  acces: boolean;
  /** CV credits left; null for an account with unlimited credits. */
  credits: number | null;
  resultats: CvCard[];
  total: number;
  page: number;
  totalPages: number;
  facets: FacetCounts;
}

/** `/recrutement/cvtheque`: a page of the search, for an account with access. */
export interface CvLibraryAnswer extends CvLibraryPage {
  code: 200;
  acces: true;
}

/** `/recrutement/cvtheque/{id}`: the full CV once the account bought it (`complet`), its anonymous card before. */
export type LibraryCvAnswer = { code: 200; complet: true; cv: CvFull } | { code: 200; complet: false; cv: CvCard };

/**
 * `/recrutement/achat/cv/{id}` (spec 02 §7): on 200 the page reloads; `credit`, the CV credits left (null: unlimited).
 * The refusals (402 without a credit, 404 for a CV no longer visible) say `credit` too.
 */
export interface CvPurchaseAnswer {
  code: 200;
  credit: number | null;
}

/** `/recrutement/candidat/{id}/like|dislike`. */
export interface CvLikeAnswer {
  code: 200;
  aime: boolean;
}

/** Who bought the candidate's CV (issue #13 item 5). */
export interface CvBuyer {
  entreprise: string;
  date: string;
}

/** `/candidat/cv/acheteurs`: who bought the candidate's CV, newest first. */
export interface CvBuyerList {
  code: 200;
  acheteurs: CvBuyer[];
}
