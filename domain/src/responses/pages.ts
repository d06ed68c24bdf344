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

/** The publish toggle's answer (spec 01 §7): the page went (or stayed) as asked, nothing missing. */
export interface PageOnline {
  code: 200;
  enLigne: boolean;
  /** What going online still needs: always empty here (the refusal, HTTP 400, lists it). */
  champ_obligatoire: string[];
}

/**
 * The toggle's refusal (HTTP 400): the page stays as it was (`enLigne`) and `champ_obligatoire` names the fields
 * going online still needs, with « page incomplète » as `message`.
 */
export interface PageOnlineRefusal {
  code: 400;
  enLigne: boolean;
  champ_obligatoire: string[];
  message: string;
}

/** The save of a page's form: `enLigne` after it (a refused publication leaves the page as it was). */
export interface PageSaved {
  code: 200;
  enLigne: boolean;
  message: string;
}

/** An image stored on a page: its public path, and the gallery after it when it was a photo. */
export interface PageImageSaved {
  code: 200;
  url: string;
  photos?: string[];
}

/** A gallery photo deleted: the gallery after it. */
export interface PagePhotos {
  code: 200;
  photos: string[];
}

/** A school's brochure stored: its public path. */
export interface BrochureSaved {
  code: 200;
  url: string;
}

/** An event saved (`POST …/saveEvent/{id}`): the event as the cards show it. */
export type EventSaved = { code: 200 } & EventView;

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

/** GET /entreprises/{id}, /ecoles/{id}: a page online. */
export interface PublicPageAnswer {
  data: PublicPage;
}

/** GET /evenements?page=N: a page of the upcoming events, soonest first, and how many there are. */
export interface AgendaAnswer {
  code: 200;
  page: number;
  total: number;
  evenements: AgendaEvent[];
}

/** GET /plan/pages: every page online with its last change, for sitemap.xml. */
export interface PageSitemap {
  data: Array<{ type: PageKind; id: string; modifie: string }>;
}
