import type { Core } from '@strapi/strapi';
import type { Readiness } from '@cep/domain';
import { databaseAnswers } from '../../../database/probe';
import { messageBus } from '../../../realtime/bus';
import { searchIndexes } from '../../../search/search-repair';

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
