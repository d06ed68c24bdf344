import { DEFAULT_DURATION, hasDuration, type FieldErrors } from '@cep/domain';

/** A harvest offer's details as the form holds them (domain's harvestDetailsSchema coerces them). */
export interface HarvestFormState {
  fenetre: string;
  debutAuPlusTot: string;
  debutAuPlusTard: string;
  dureeJours: string;
  postes: string;
  postesPourvus: string;
  metiers: string[];
  logement: string;
  logementPlaces: string;
  repas: string[];
  transport: string;
  transportPrecision: string;
  ageMinimum: string;
  premiereSaison: boolean;
}

/** The step-1 form as the browser holds it: strings for inputs, lists for checkbox groups. */
export interface StepOneState {
  offreTitre: string;
  offreContrat: string;
  emploivendagesaisonier: boolean;
  vendanges: HarvestFormState;
  dureeContratValue: string;
  dureeContratChoice: string;
  offreTexte: string;
  offreFormationcandidat: string;
  offreDetailplus: string;
  offrePays: string;
  offreVille: string;
  offreVilleLibelle: string;
  offreVilleInternational: string;
  offreHomeOffice: boolean;
  offreRegions: string[];
  offreDepartements: string[];
  offreDomaine1: string;
  offreDomaine2: string;
  offreDomaine3: string;
  offreExperience: string;
  offreNiveauEtude: string;
  offreRemunerationmin: string;
  offreRemunerationmax: string;
  offreRemunerationPeriode: string;
  offreAvantage: string[];
  offreAvantageSalaire: string[];
  offreAvantageAutre: string;
  permisMobile: boolean;
  offreLangue: Array<{ langue: string; niveau: string }>;
  /** A work-study offer's course (its id) and what the box shows. */
  offreFormation: string;
  offreFormationLibelle: string;
}

export type SetField = <K extends keyof StepOneState>(key: K, value: StepOneState[K]) => void;

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));
const list = (v: unknown) => (Array.isArray(v) ? v.map(String) : []);

function harvestState(value: unknown): HarvestFormState {
  const stored = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  return {
    fenetre: text(stored.fenetre),
    debutAuPlusTot: text(stored.debutAuPlusTot),
    debutAuPlusTard: text(stored.debutAuPlusTard),
    dureeJours: text(stored.dureeJours),
    postes: text(stored.postes),
    postesPourvus: text(stored.postesPourvus),
    metiers: list(stored.metiers),
    logement: text(stored.logement),
    logementPlaces: text(stored.logementPlaces),
    repas: list(stored.repas),
    transport: text(stored.transport),
    transportPrecision: text(stored.transportPrecision),
    ageMinimum: text(stored.ageMinimum),
    // Ticked by the estate, never by default: it is a promise made to pickers.
    premiereSaison: stored.premiereSaison === true,
  };
}

/** From the cms's stored values (or a preset for /nouveau/vendanges and /nouveau/stage). */
export function initialState(values: Record<string, unknown>): StepOneState {
  const contract = Number(values.offreContrat) || undefined;
  const duration = hasDuration(contract);
  return {
    offreTitre: text(values.offreTitre),
    offreContrat: text(values.offreContrat),
    emploivendagesaisonier: values.emploivendagesaisonier === true,
    vendanges: harvestState(values.vendanges),
    dureeContratValue: text(values.dureeContratValue) || (duration ? String(DEFAULT_DURATION.value) : ''),
    dureeContratChoice: text(values.dureeContratChoice) || DEFAULT_DURATION.unit,
    offreTexte: text(values.offreTexte),
    offreFormationcandidat: text(values.offreFormationcandidat),
    offreDetailplus: text(values.offreDetailplus),
    offrePays: text(values.offrePays) || 'FR',
    offreVille: text(values.offreVille),
    offreVilleLibelle: text(values.offreVilleLibelle),
    offreVilleInternational: text(values.offreVilleInternational),
    offreHomeOffice: values.offreHomeOffice === true,
    offreRegions: list(values.offreRegions),
    offreDepartements: list(values.offreDepartements),
    offreDomaine1: text(values.offreDomaine1),
    offreDomaine2: text(values.offreDomaine2),
    offreDomaine3: text(values.offreDomaine3),
    offreExperience: text(values.offreExperience),
    offreNiveauEtude: text(values.offreNiveauEtude),
    offreRemunerationmin: text(values.offreRemunerationmin),
    offreRemunerationmax: text(values.offreRemunerationmax),
    // Harvest work is paid by the hour; other jobs by the year.
    offreRemunerationPeriode: text(values.offreRemunerationPeriode) || (values.emploivendagesaisonier === true ? 'heure' : 'an'),
    offreAvantage: list(values.offreAvantage),
    offreAvantageSalaire: list(values.offreAvantageSalaire),
    offreAvantageAutre: text(values.offreAvantageAutre),
    permisMobile: values.permisMobile === true,
    offreLangue: Array.isArray(values.offreLangue)
      ? (values.offreLangue as Array<{ langue: unknown; niveau: unknown }>).map((l) => ({ langue: text(l.langue), niveau: text(l.niveau) }))
      : [],
    offreFormation: text(values.offreFormation),
    offreFormationLibelle: text(values.offreFormationLibelle),
  };
}

/** What is posted: the shared schemas coerce strings and drop what the contract or country hides. */
export function toPayload(state: StepOneState): Record<string, unknown> {
  // Every language row is sent, empty ones too: error keys ('offreLangue.1.niveau') keep the row numbers.
  const payload: Record<string, unknown> = { ...state };
  delete payload.offreVilleLibelle; // shown in the city box, never stored
  delete payload.offreFormationLibelle; // shown in the course box, never stored
  if (!state.emploivendagesaisonier) delete payload.vendanges;
  return payload;
}

/** A contract change drives the harvest option and the duration (spec 01 §4): default 1 month when one applies. */
export function withContract(state: StepOneState, contract: string): StepOneState {
  const duration = hasDuration(Number(contract) || undefined);
  return {
    ...state,
    offreContrat: contract,
    emploivendagesaisonier: duration && state.emploivendagesaisonier,
    dureeContratValue: duration ? state.dureeContratValue || String(DEFAULT_DURATION.value) : '',
    dureeContratChoice: duration ? state.dureeContratChoice || DEFAULT_DURATION.unit : DEFAULT_DURATION.unit,
  };
}

/** What each section of step 1 receives from the form. */
export type StepSectionProps = {
  state: StepOneState;
  set: SetField;
  errors: FieldErrors;
  /** What publication requires with the current contract and place (offerStep1RequiredKeys). */
  required: ReadonlySet<string>;
};
