import type { Core } from '@strapi/strapi';
import { databaseAnswers } from '../../../database/probe';
import { messageBus } from '../../../realtime/bus';
import { searchIndexes } from '../../../search/search-repair';

export interface Readiness {
  /** Whether a load balancer should send requests here: the database answers. */
  ready: boolean;
  database: 'ok' | 'down';
  /** Searches answer 503 while `waiting` (Meilisearch not reached); the rest of Cep serves. */
  search: 'ok' | 'waiting';
  /** `coupe`: live messaging falls back to polling on this instance. */
  bus: 'ecoute' | 'coupe';
}

/**
 * Only the database decides readiness: without it nothing answers, while a Meilisearch or a bus away leaves every
 * other page working (taking every instance out for them would take the whole site down). They are reported.
 */
export async function readiness(strapi: Core.Strapi): Promise<Readiness> {
  const database = await databaseAnswers(strapi);
  return {
    ready: database,
    database: database ? 'ok' : 'down',
    search: searchIndexes(strapi).every((index) => index.isReady()) ? 'ok' : 'waiting',
    bus: messageBus(strapi).state(),
  };
}
