import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { localStorage } from './local-storage';
import type { PrivateStorage } from './private-file';
import { s3Settings, s3Storage } from './s3-storage';

export type { PrivateStorage, StoredFile } from './private-file';

const storages = new WeakMap<Core.Strapi, PrivateStorage>();

/**
 * The storage the environment asks for, one per cms instance: an S3-compatible bucket when S3_BUCKET is set
 * (production: SeaweedFS in docker-compose.yml, or any S3 service), else a private folder (PRIVATE_FILES_DIR,
 * relative to the repository like the outbox: `var/private-files` by default).
 */
export function privateStorage(strapi: Core.Strapi): PrivateStorage {
  let storage = storages.get(strapi);
  if (!storage) {
    const s3 = s3Settings();
    storage = s3
      ? s3Storage(s3)
      : localStorage(path.resolve(strapi.dirs.app.root, '..', process.env.PRIVATE_FILES_DIR || 'var/private-files'));
    storages.set(strapi, storage);
  }
  return storage;
}
