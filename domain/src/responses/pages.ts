import type { PageKind } from '../pages';

/** The public files of a page: paths under `/uploads/`, served from the site's origin. */
export interface PageImages {
  logo: string | null;
  photocouverture: string | null;
  photos: string[];
}

/** An event as the form, the cards and the agenda show it (spec 01 §3, §7 `saveEvent`). */
export interface EventView {
  id: string;
  titre: string;
  localisation: string;
  dateDebut: string;
  dateFin: string;
  dateDebutCard: string;
  dateFinCard: string;
}

/** GET /load-form-info-entreprise(/filiale/{id}) as JSON: the company page's form. */
export interface CompanyPageForm {
  code: 200;
  id: string;
  /** false for a subsidiary, whose form adds the brand register and its broadcast flag. */
  principale: boolean;
  enLigne: boolean;
  valeurs: {
    societeRaisonsocial: string;
    description: string;
    nombreSalaries: string;
    secteurActivite: string;
    societeDatecreation: string;
    siteWeb: string;
    registreMarque: string;
    diffusionMarque: boolean;
  };
  images: PageImages;
  evenements: EventView[];
}

/** GET /ecole/page: the school page's form, its brochure and its events. */
export interface SchoolPageForm {
  code: 200;
  id: string;
  nom: string;
  enLigne: boolean;
  /** Spec 02 §4: 0 locks the page (inputs and buttons disabled; the cms refuses the writes). */
  abonnement: 0 | 1;
  valeurs: { description: string; adresseVille: string; adresseCp: string; urlVideo: string; fraisScolarite: string };
  images: PageImages;
  plaquette: string | null;
  evenements: EventView[];
}

/** The publish toggle's answer (spec 01 §7): the fields going online still needs, empty when it went. */
export interface OnlineAnswer {
  code: number;
  enLigne: boolean;
  champ_obligatoire: string[];
  message?: string;
}

/** The save of a page's form: `enLigne` after it (a refused publication leaves the page as it was). */
export interface PageSaveAnswer {
  code: number;
  enLigne?: boolean;
  errors?: Record<string, string>;
  message?: string;
}

/** An upload or a deletion of a page's file: the new path and the gallery after it. */
export interface PageFileAnswer {
  code: number;
  url?: string;
  photos?: string[];
  errors?: Record<string, string>;
  message?: string;
}

/** An online offer listed on its company's page. */
export interface PageOfferCard {
  id: string;
  titre: string;
  contrat: string;
  ville: string;
  datePublication: string | null;
}

/** A public company or school page. */
export interface PublicPage {
  type: PageKind;
  id: string;
  nom: string;
  /** Sanitised HTML, rendered by server components only. */
  description: string;
  images: PageImages;
  ville: string;
  codePostal: string;
  pays: string;
  taille: string | null;
  secteur: string | null;
  anneeCreation: number | null;
  siteWeb: string | null;
  /** A subsidiary's brand, when it chose to show it. */
  marque: string | null;
  /** A subsidiary's parent page, when it is online. */
  maison: { id: string; nom: string } | null;
  video: string | null;
  fraisScolarite: string | null;
  plaquette: string | null;
  offres: PageOfferCard[];
  /** A school's published courses. */
  formations: Array<{ id: string; titre: string }>;
  evenements: EventView[];
}

/** The public agenda: upcoming events with their organiser's page when it is online. */
export interface AgendaEvent extends EventView {
  organisateur: { nom: string; type: PageKind; page: string | null };
}
