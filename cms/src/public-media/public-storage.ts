import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Core } from '@strapi/strapi';
import { s3Settings, s3Storage } from '../private-files/s3-storage';

/** A public file's place: `/uploads/<folder>/<random name>.<webp|pdf>`, the only shape Cep writes. */
const PUBLIC_PATH = /^([a-z][a-z-]{1,30})\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(webp|pdf))$/;
const TYPES: Record<string, string> = { webp: 'image/webp', pdf: 'application/pdf' };

/** `folder/name` of a public URL Cep wrote, or null for anything else. */
export function publicPathOf(url: string | null | undefined): string | null {
  const rest = url?.startsWith('/uploads/') ? url.slice('/uploads/'.length) : null;
  return rest && PUBLIC_PATH.test(rest) ? rest : null;
}

export const typeOfPublicPath = (publicPath: string) => TYPES[publicPath.split('.').pop() ?? ''] ?? 'application/octet-stream';

/** The bucket key of a public path: under `public/`, beside the private files' folders. */
export const publicStorageKey = (publicPath: string) => `public/${publicPath}`;

function assertPublicKey(key: string): void {
  if (!key.startsWith('public/') || !PUBLIC_PATH.test(key.slice('public/'.length))) throw new Error(`invalid public media key: ${key}`);
}

/**
 * Where the public images and brochures live (covers, logos, photos, school brochures): the S3 bucket of private
 * files under `public/` when S3_BUCKET is set — every instance then serves what any instance stored (issue #37
 * item 3) — else the cms's `public/uploads/` folder, which Strapi serves. Paths are `folder/name` as in the URL.
 */
export interface PublicStorage {
  readonly shared: boolean;
  put(publicPath: string, bytes: Buffer): Promise<void>;
  get(publicPath: string): Promise<{ body: Readable; size: number } | null>;
  remove(publicPath: string): Promise<void>;
}

function localPublicStorage(publicDir: string): PublicStorage {
  const fileOf = (publicPath: string) => {
    if (!PUBLIC_PATH.test(publicPath)) throw new Error(`invalid public media path: ${publicPath}`);
    return path.join(publicDir, 'uploads', ...publicPath.split('/'));
  };
  return {
    shared: false,
    async put(publicPath, bytes) {
      const file = fileOf(publicPath);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes);
    },
    async get(publicPath) {
      const file = fileOf(publicPath);
      const info = await stat(file).catch(() => null);
      return info?.isFile() ? { body: createReadStream(file), size: info.size } : null;
    },
    async remove(publicPath) {
      await rm(fileOf(publicPath), { force: true });
    },
  };
}

function bucketPublicStorage(bucket: ReturnType<typeof s3Storage>): PublicStorage {
  return {
    shared: true,
    put: (publicPath, bytes) => bucket.put(publicStorageKey(publicPath), bytes, typeOfPublicPath(publicPath)),
    get: (publicPath) => bucket.get(publicStorageKey(publicPath)),
    remove: (publicPath) => bucket.remove(publicStorageKey(publicPath)),
  };
}

const storages = new WeakMap<Core.Strapi, PublicStorage>();

export function publicStorage(strapi: Core.Strapi): PublicStorage {
  let storage = storages.get(strapi);
  if (!storage) {
    const s3 = s3Settings();
    storage = s3 ? bucketPublicStorage(s3Storage(s3, assertPublicKey)) : localPublicStorage(path.resolve(strapi.dirs.static.public));
    storages.set(strapi, storage);
  }
  return storage;
}
