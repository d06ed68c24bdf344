/**
 * Lists behind the offer, CV and alert selects. The spec names the fields, not their values: these
 * are decided for the wine sector (domain/README.md) and stored by id, so labels can change freely.
 */
export interface Choice {
  id: number;
  label: string;
}

export const DOMAINS: readonly Choice[] = [
  { id: 1, label: 'Viticulture et travaux de la vigne' },
  { id: 2, label: 'Vinification et chai' },
  { id: 3, label: 'Commerce et vente' },
  { id: 4, label: 'Export' },
  { id: 5, label: 'Caviste et sommellerie' },
  { id: 6, label: 'Œnotourisme et accueil' },
  { id: 7, label: 'Conduite d’engins et mécanique' },
  { id: 8, label: 'Direction et gestion de domaine' },
  { id: 9, label: 'Marketing et communication' },
  { id: 10, label: 'Laboratoire, qualité et œnologie' },
  { id: 11, label: 'Logistique et conditionnement' },
  { id: 12, label: 'Spiritueux et distillation' },
];

export const EXPERIENCE_LEVELS: readonly Choice[] = [
  { id: 1, label: 'Débutant accepté' },
  { id: 2, label: 'Moins de 2 ans' },
  { id: 3, label: '2 à 5 ans' },
  { id: 4, label: '5 à 10 ans' },
  { id: 5, label: 'Plus de 10 ans' },
];

export const STUDY_LEVELS: readonly Choice[] = [
  { id: 1, label: 'Sans diplôme' },
  { id: 2, label: 'CAP / BEP (CAPA Vigne et vin)' },
  { id: 3, label: 'Bac (Bac pro CGEA)' },
  { id: 4, label: 'Bac +2 (BTSA Viticulture-Œnologie)' },
  { id: 5, label: 'Bac +3 (Licence pro)' },
  { id: 6, label: 'Bac +5 (Master, DNO, ingénieur)' },
];

export const BENEFITS: readonly Choice[] = [
  { id: 1, label: 'Logement' },
  { id: 2, label: 'Repas' },
  { id: 3, label: 'Véhicule de service' },
  { id: 4, label: 'Mutuelle' },
  { id: 5, label: 'Tickets restaurant' },
];

export const SALARY_BENEFITS: readonly Choice[] = [
  { id: 1, label: '13e mois' },
  { id: 2, label: 'Primes' },
  { id: 3, label: 'Intéressement' },
  { id: 4, label: 'Commissions' },
];

export const LANGUAGES: readonly Choice[] = [
  { id: 1, label: 'Anglais' },
  { id: 2, label: 'Allemand' },
  { id: 3, label: 'Espagnol' },
  { id: 4, label: 'Italien' },
  { id: 5, label: 'Chinois' },
  { id: 6, label: 'Japonais' },
  { id: 7, label: 'Russe' },
  { id: 8, label: 'Portugais' },
  { id: 9, label: 'Néerlandais' },
];

export const LANGUAGE_LEVELS: readonly Choice[] = [
  { id: 1, label: 'Notions' },
  { id: 2, label: 'Intermédiaire' },
  { id: 3, label: 'Courant' },
  { id: 4, label: 'Bilingue' },
];

/** Company size (spec 02 §3 « nombre de salariés », required on the company step). */
export const COMPANY_SIZES: readonly Choice[] = [
  { id: 1, label: '1 à 9 salariés' },
  { id: 2, label: '10 à 49 salariés' },
  { id: 3, label: '50 à 249 salariés' },
  { id: 4, label: '250 salariés et plus' },
];

export const ids = (choices: readonly Choice[]) => choices.map((c) => c.id);
export const labelOf = (choices: readonly Choice[], id: number) => choices.find((c) => c.id === id)?.label;
