import { contracts } from '@cep/domain';
import type { IndexDefinition, SearchDocument } from '../types';
import { SECTOR_SYNONYMS } from './offers';

/**
 * What the cms hands over for one CV (issue #13 item 4). Nothing that names the candidate reaches the index:
 * no name, e-mail, phone, photo, employer or school (`lieu`), no free text (a description may name an employer).
 */
export interface CvSource {
  documentId: string;
  visible: boolean;
  visibleDepuis?: string | null;
  updatedAt?: string | null;
  cvTitre?: string | null;
  cvAnneesExperience?: number | null;
  cvExperience?: number | null;
  cvNiveauEtude?: number | null;
  cvRemuneration?: number | string | null;
  cvContratSouhaite?: number[] | null;
  cvDomaines?: number[] | null;
  cvPermis?: boolean | null;
  /** Its zones, resolved by the cms: departments and regions they cover, their labels, the first commune's point. */
  zones: { departments: string[]; regions: string[]; labels: string[]; point: { lat: number; lng: number } | null };
  entries: Array<{ kind: 'experience' | 'diplome'; titre: string; periode: string }>;
  langues: number[];
}

export interface CvDocument extends SearchDocument {
  title: string;
  /** Titles of its experiences and diplomas: what a recruiter's words also look for. */
  skills: string;
  experienceYears: number;
  experience: string;
  studyLevel: string;
  contracts: string[];
  domains: string[];
  departments: string[];
  regions: string[];
  /** No zone given: available anywhere in France (« candidat dispo France »). */
  mobileFrance: boolean;
  languages: string[];
  licence: boolean;
  pay: number;
  /** When it became visible (epoch ms): CV alerts send what became visible since their last run. */
  visibleSince: number;
  updatedAt: number;
  zoneLabels: string[];
  positions: Array<{ titre: string; periode: string }>;
  diplomas: Array<{ titre: string; periode: string }>;
}

export const cvsIndex: IndexDefinition<CvDocument> = {
  name: 'cvs',
  version: 1,
  fields: {
    title: 'text',
    skills: 'text',
    experienceYears: 'number',
    experience: 'keyword',
    studyLevel: 'keyword',
    contracts: 'keyword[]',
    domains: 'keyword[]',
    departments: 'keyword[]',
    regions: 'keyword[]',
    mobileFrance: 'boolean',
    languages: 'keyword[]',
    licence: 'boolean',
    pay: 'number',
    visibleSince: 'number',
    updatedAt: 'number',
  },
  searchableAttributes: ['title', 'skills'],
  // `id`: the « CV aimés » filter is the account's liked ids.
  filterableAttributes: [
    'id',
    'experienceYears',
    'experience',
    'studyLevel',
    'contracts',
    'domains',
    'departments',
    'regions',
    'mobileFrance',
    'languages',
    'licence',
    'visibleSince',
  ],
  sortableAttributes: ['updatedAt', 'visibleSince'],
  synonyms: SECTOR_SYNONYMS,
  geo: true,
  maxTotalHits: 10000,
};

const ids = (values: Array<number | null | undefined> | null | undefined) =>
  (values ?? []).filter((v): v is number => typeof v === 'number').map(String);

/** The one pipeline every CV goes through before the index: a hidden CV is dropped (null). */
export function toCvDocument(cv: CvSource): CvDocument | null {
  if (!cv.visible) return null;
  const experiences = cv.entries.filter((e) => e.kind === 'experience');
  const diplomas = cv.entries.filter((e) => e.kind === 'diplome');
  const doc: CvDocument = {
    id: cv.documentId,
    title: cv.cvTitre ?? '',
    skills: cv.entries.map((e) => e.titre).join(' · '),
    experienceYears: cv.cvAnneesExperience ?? 0,
    experience: ids([cv.cvExperience])[0] ?? '',
    studyLevel: ids([cv.cvNiveauEtude])[0] ?? '',
    contracts: (cv.cvContratSouhaite ?? []).map((id) => contracts.find((c) => c.id === id)?.slug ?? '').filter(Boolean),
    domains: ids(cv.cvDomaines),
    departments: cv.zones.departments,
    regions: cv.zones.regions,
    mobileFrance: cv.zones.labels.length === 0,
    languages: ids(cv.langues),
    licence: Boolean(cv.cvPermis),
    pay: cv.cvRemuneration === null || cv.cvRemuneration === undefined ? 0 : Number(cv.cvRemuneration),
    visibleSince: cv.visibleDepuis ? Date.parse(cv.visibleDepuis) : 0,
    updatedAt: cv.updatedAt ? Date.parse(cv.updatedAt) : 0,
    zoneLabels: cv.zones.labels,
    positions: experiences.map(({ titre, periode }) => ({ titre, periode })),
    diplomas: diplomas.map(({ titre, periode }) => ({ titre, periode })),
  };
  if (cv.zones.point) doc._geo = cv.zones.point;
  return doc;
}
