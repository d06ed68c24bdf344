import { contractLabel, contracts } from '@cep/domain';
import type { IndexDefinition, SearchDocument } from '../types';

/** What the cms hands over for one offer (Strapi attributes, spec field names). */
export interface OfferSource {
  documentId: string;
  offreTitre: string;
  offreContrat: number;
  offreTexte?: string | null;
  offreVille?: string | null;
  offreCodePostal?: string | null;
  offreDepartement?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  emploivendagesaisonier?: boolean | null;
  anonyme?: boolean | null;
  etat: string;
  datePublication?: string | null;
  dateExpiration?: string | null;
  company?: { documentId: string; societeRaisonsocial: string } | null;
}

export interface OfferDocument extends SearchDocument {
  title: string;
  excerpt: string;
  text: string;
  company: string | null;
  companyId: string | null;
  city: string;
  postalCode: string;
  department: string;
  contract: string;
  contractLabel: string;
  harvest: boolean;
  publishedAt: number;
  expiresAt: number;
}

export const offersIndex: IndexDefinition<OfferDocument> = {
  name: 'offers',
  fields: {
    title: 'text',
    text: 'text',
    company: 'text',
    city: 'text',
    companyId: 'keyword',
    department: 'keyword',
    contract: 'keyword',
    harvest: 'boolean',
    publishedAt: 'number',
    expiresAt: 'number',
  },
  searchableAttributes: ['title', 'company', 'city', 'text'],
  filterableAttributes: ['contract', 'department', 'harvest', 'companyId', 'publishedAt', 'expiresAt'],
  sortableAttributes: ['publishedAt'],
  synonyms: [
    ['vendangeur', 'vendangeuse', 'vendanges', 'coupeur', 'porteur'],
    ['caviste', 'sommelier'],
    ['chai', 'cave', 'cellier'],
    ['oenologue', 'œnologue'],
    ['ouvrier', 'agent'],
    ['tractoriste', 'conducteur'],
    ['commercial', 'vendeur'],
  ],
  geo: true,
  maxTotalHits: 10000,
};

/** An offer without an end date stays open; far future keeps the `expiresAt > now` filter simple. */
export const NO_EXPIRY = Date.UTC(9999, 0, 1);
const TEXT_LIMIT = 5000;
const EXCERPT_LIMIT = 220;

function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function excerpt(text: string): string {
  if (text.length <= EXCERPT_LIMIT) return text;
  return `${text.slice(0, text.lastIndexOf(' ', EXCERPT_LIMIT)).trimEnd()}…`;
}

/**
 * The one pipeline every offer goes through before the index: unpublished or expired offers are dropped
 * (null), the company of an anonymous offer never reaches the index, the id is the stable documentId.
 */
export function toOfferDocument(offer: OfferSource, now = Date.now()): OfferDocument | null {
  if (offer.etat !== 'publiee') return null;
  const expiresAt = offer.dateExpiration ? Date.parse(offer.dateExpiration) : NO_EXPIRY;
  if (expiresAt <= now) return null;
  const text = plainText(offer.offreTexte ?? '').slice(0, TEXT_LIMIT);
  const company = offer.anonyme ? null : (offer.company ?? null);
  const doc: OfferDocument = {
    id: offer.documentId,
    title: offer.offreTitre,
    excerpt: excerpt(text),
    text,
    company: company?.societeRaisonsocial ?? null,
    companyId: company?.documentId ?? null,
    city: offer.offreVille ?? '',
    postalCode: offer.offreCodePostal ?? '',
    department: offer.offreDepartement ?? '',
    contract: contracts.find((c) => c.id === offer.offreContrat)?.slug ?? 'autre',
    contractLabel: contractLabel(offer.offreContrat) ?? '',
    harvest: Boolean(offer.emploivendagesaisonier),
    publishedAt: offer.datePublication ? Date.parse(offer.datePublication) : 0,
    expiresAt,
  };
  if (offer.latitude != null && offer.longitude != null) doc._geo = { lat: offer.latitude, lng: offer.longitude };
  return doc;
}
