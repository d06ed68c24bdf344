import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertKey, type PrivateStorage } from './private-file';

/** The default of `npm start` and the tests: a folder only the cms process reads (mode 0700). */
export function localStorage(root: string): PrivateStorage {
  const fileOf = (key: string) => {
    assertKey(key);
    return path.join(root, ...key.split('/'));
  };
  return {
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      await writeFile(file, bytes, { mode: 0o600 });
    },
    async get(key) {
      const file = fileOf(key);
      const info = await stat(file).catch(() => null);
      return info?.isFile() ? { body: createReadStream(file), size: info.size } : null;
    },
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
