import type { Readable } from 'node:stream';
import { fieldOf } from '../utils/field-of';

/** A stored file as records keep it: the storage key (random), the name the user gave it, its size and type. */
export type StoredFile = {
  cle: string;
  nom: string;
  taille: number;
  type: string;
};

/** Keys are `folder/uuid`: nothing a user typed ever reaches a path or an object name. */
const KEY_PATTERN = /^[a-z][a-z-]{1,30}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function assertKey(key: string): void {
  if (!KEY_PATTERN.test(key)) throw new Error(`invalid private file key: ${key}`);
}

/** A record's JSON column read back: a stored file, or null for anything else. */
export function storedFile(value: unknown): StoredFile | null {
  const [cle, nom, taille, type] = [fieldOf(value, 'cle'), fieldOf(value, 'nom'), fieldOf(value, 'taille'), fieldOf(value, 'type')];
  return typeof cle === 'string' && typeof nom === 'string' && typeof taille === 'number' && typeof type === 'string'
    ? { cle, nom, taille, type }
    : null;
}

/**
 * Where candidates' files (CVs, letters, photos) and other private files live: never under `public/`, never
 * at a public URL. Each is read back only by a route that has checked who asks.
 */
export interface PrivateStorage {
  put(key: string, bytes: Buffer, type: string): Promise<void>;
  /** The file's bytes as a stream, or null when the key holds nothing. */
  get(key: string): Promise<{ body: Readable; size: number } | null>;
  /** Removing a missing key is not an error: removal is retried after crashes. */
  remove(key: string): Promise<void>;
}
