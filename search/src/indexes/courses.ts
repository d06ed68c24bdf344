import { DEPARTEMENTS } from '@cep/domain';
import type { IndexDefinition, SearchDocument } from '../types';
import { excerpt, plainText } from '../text';
import { SECTOR_SYNONYMS } from './offers';

/** What the cms hands over for one course (spec 02 §3 field names); the commune is resolved by the cms. */
export interface CourseSource {
  documentId: string;
  titre: string;
  etat: string;
  type?: string | null;
  niveau?: number | null;
  domaine?: number | null;
  pays?: string | null;
  tarif?: number | string | null;
  objectif?: string | null;
  modalites?: string[] | null;
  departements?: string[] | null;
  financements?: string[] | null;
  datePublication?: string | null;
  commune?: { nom: string; codePostal: string; departement: string; point: { lat: number; lng: number } | null } | null;
  school?: { documentId: string; ecoleNom: string } | null;
  sessions?: Array<{ dateDeb: string }> | null;
}

export interface CourseDocument extends SearchDocument {
  title: string;
  excerpt: string;
  /** The course's objective as plain words, searched but never returned (`searchOnly`). */
  text?: string;
  school: string;
  schoolId: string;
  city: string;
  postalCode: string;
  type: string;
  level: string;
  domain: string;
  departments: string[];
  regions: string[];
  modalities: string[];
  fundings: string[];
  price: number;
  publishedAt: number;
  /** The last session's start (epoch ms), 0 without sessions: « session à venir » is `lastSessionStart >= today`, asked at query time. */
  lastSessionStart: number;
}

/** Words of training that mean the same for a searcher, besides the sector's. */
const COURSE_SYNONYMS: string[][] = [
  ['viticulture', 'viticole', 'vigne'],
  ['alternance', 'apprentissage', 'apprenti'],
];

export const coursesIndex: IndexDefinition<CourseDocument> = {
  name: 'courses',
  version: 1,
  fields: {
    title: 'text',
    school: 'text',
    text: 'text',
    city: 'text',
    schoolId: 'keyword',
    type: 'keyword',
    level: 'keyword',
    domain: 'keyword',
    departments: 'keyword[]',
    regions: 'keyword[]',
    modalities: 'keyword[]',
    fundings: 'keyword[]',
    price: 'number',
    publishedAt: 'number',
    lastSessionStart: 'number',
  },
  searchableAttributes: ['title', 'school', 'text', 'city'],
  filterableAttributes: [
    'type',
    'level',
    'domain',
    'departments',
    'regions',
    'modalities',
    'fundings',
    'schoolId',
    'price',
    'lastSessionStart',
  ],
  sortableAttributes: ['publishedAt', 'price'],
  synonyms: [...SECTOR_SYNONYMS, ...COURSE_SYNONYMS],
  geo: true,
  maxTotalHits: 10000,
  searchOnly: ['text'],
};

const TEXT_LIMIT = 5000;

/** The one pipeline every course goes through before the index: a draft is dropped (null). */
export function toCourseDocument(course: CourseSource): CourseDocument | null {
  if (course.etat !== 'publiee') return null;
  const text = plainText(course.objectif ?? '').slice(0, TEXT_LIMIT);
  const departments = [...new Set([...(course.departements ?? []), ...(course.commune ? [course.commune.departement] : [])])];
  const regions = [...new Set(departments.flatMap((code) => DEPARTEMENTS.find((d) => d.code === code)?.region ?? []))];
  const starts = (course.sessions ?? []).map((s) => Date.parse(s.dateDeb)).filter((t) => Number.isFinite(t));
  const doc: CourseDocument = {
    id: course.documentId,
    title: course.titre,
    excerpt: excerpt(text),
    text,
    school: course.school?.ecoleNom ?? '',
    schoolId: course.school?.documentId ?? '',
    city: course.commune?.nom ?? '',
    postalCode: course.commune?.codePostal ?? '',
    type: course.type ?? '',
    level: course.niveau ? String(course.niveau) : '',
    domain: course.domaine ? String(course.domaine) : '',
    departments,
    regions,
    modalities: course.modalites ?? [],
    fundings: course.financements ?? [],
    price: course.tarif === null || course.tarif === undefined ? 0 : Number(course.tarif),
    publishedAt: course.datePublication ? Date.parse(course.datePublication) : 0,
    lastSessionStart: starts.length ? Math.max(...starts) : 0,
  };
  if (course.commune?.point) doc._geo = course.commune.point;
  return doc;
}
