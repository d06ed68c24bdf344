import type { CvEntry } from '@cep/domain';
import { candidate } from '@/lib/i18n/fr/candidate';

const t = candidate.candidateCv.entries;
const monthName = new Intl.DateTimeFormat('fr-FR', { month: 'long', timeZone: 'UTC' });

/** January to December, by number, named in French. */
export const MONTHS = Array.from({ length: 12 }, (_, i) => ({ value: String(i + 1), label: monthName.format(Date.UTC(2000, i, 1)) }));

/** From this year and the next few (a diploma under way ends later) back to 1950, the schema's first year. */
const thisYear = new Date().getFullYear();
export const YEARS = Array.from({ length: thisYear + 6 - 1950 + 1 }, (_, i) => String(thisYear + 6 - i)).map((y) => ({
  value: y,
  label: y,
}));

/** The item form as the browser holds it: strings for the selects, a box for « en cours ». */
export interface EntryState {
  titre: string;
  lieu: string;
  description: string;
  debutMois: string;
  debutAnnee: string;
  finMois: string;
  finAnnee: string;
  enCours: boolean;
}

export const EMPTY_ENTRY: EntryState = {
  titre: '',
  lieu: '',
  description: '',
  debutMois: '',
  debutAnnee: '',
  finMois: '',
  finAnnee: '',
  enCours: false,
};

const text = (v: number | null) => (v === null ? '' : String(v));

export function entryState(entry: CvEntry): EntryState {
  return {
    titre: entry.titre,
    lieu: entry.lieu,
    description: entry.description,
    debutMois: text(entry.debutMois),
    debutAnnee: text(entry.debutAnnee),
    finMois: entry.enCours ? '' : text(entry.finMois),
    finAnnee: entry.enCours ? '' : text(entry.finAnnee),
    enCours: entry.enCours,
  };
}

/** What the cms's item form takes (cvItemSchema): an unchosen month or year is left out, an ongoing item has no end. */
export function entryPayload(state: EntryState): Record<string, unknown> {
  const chosen = (v: string) => (v === '' ? undefined : v);
  return {
    titre: state.titre,
    lieu: state.lieu,
    description: state.description,
    debutMois: chosen(state.debutMois),
    debutAnnee: chosen(state.debutAnnee),
    ...(state.enCours ? {} : { finMois: chosen(state.finMois), finAnnee: chosen(state.finAnnee) }),
    enCours: state.enCours,
  };
}

/** The line as the list shows it once saved (the cms answers only its id). */
export function savedEntry(id: string, state: EntryState): CvEntry {
  const n = (v: string) => (v === '' ? null : Number(v));
  return {
    id,
    titre: state.titre.trim(),
    lieu: state.lieu.trim(),
    description: state.description.trim(),
    debutMois: n(state.debutMois),
    debutAnnee: n(state.debutAnnee),
    finMois: state.enCours ? null : n(state.finMois),
    finAnnee: state.enCours ? null : n(state.finAnnee),
    enCours: state.enCours,
  };
}

/** Newest first, as the cms sorts them (by start). */
export function sortEntries(entries: CvEntry[]): CvEntry[] {
  const start = (e: CvEntry) => (e.debutAnnee ?? 0) * 100 + (e.debutMois ?? 0);
  return [...entries].sort((a, b) => start(b) - start(a));
}

const monthYear = (month: number | null, year: number | null) =>
  [month ? MONTHS[month - 1]?.label : '', year ?? ''].filter(Boolean).join(' ');

/** « Depuis mars 2021 » or « De septembre 2018 à juin 2020 ». */
export function periodOf(entry: CvEntry): string {
  const start = monthYear(entry.debutMois, entry.debutAnnee);
  return entry.enCours ? t.since(start) : t.period(start, monthYear(entry.finMois, entry.finAnnee));
}
