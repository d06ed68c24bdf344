import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { localStorage } from '../src/private-files/local-storage';
import { s3Storage } from '../src/private-files/s3-storage';
import type { PrivateStorage } from '../src/private-files/storage';
import { fakeS3 } from './helpers/fake-s3';

/**
 * One contract for both private storages. The S3 leg talks to the in-memory S3 of tests/helpers/fake-s3.ts.
 */
const read = async (body: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
};

const KEY = 'cv/0b5c1a52-7d0e-4a5f-9a3c-2f3b4c5d6e7f';
const folder = mkdtempSync(path.join(tmpdir(), 'cep-private-'));
let s3: Awaited<ReturnType<typeof fakeS3>>;

beforeAll(async () => {
  s3 = await fakeS3();
});

afterAll(() => {
  s3.server.close();
  rmSync(folder, { recursive: true, force: true });
});

const storages: Array<[string, () => PrivateStorage]> = [
  ['local folder', () => localStorage(folder)],
  [
    'S3-compatible bucket',
    () => s3Storage({ bucket: 'cep-prive', endpoint: s3.url, region: 'us-east-1', accessKeyId: 'test', secretAccessKey: 'test' }),
  ],
];

describe.each(storages)('private storage: %s', (_name, make) => {
  it('gives back exactly what was put, then nothing once removed', async () => {
    const storage = make();
    const bytes = Buffer.from('%PDF-1.4 contenu\n%%EOF');
    await storage.put(KEY, bytes, 'application/pdf');
    const found = await storage.get(KEY);
    expect(found?.size).toBe(bytes.length);
    expect(Buffer.compare(await read(found!.body), bytes)).toBe(0);
    await storage.remove(KEY);
    expect(await storage.get(KEY)).toBeNull();
    await expect(storage.remove(KEY)).resolves.toBeUndefined();
  });

  it('refuses a key that is not folder/uuid (a path from outside never reaches the disk or the bucket)', async () => {
    const storage = make();
    await expect(storage.put('../../etc/passwd', Buffer.from('x'), 'text/plain')).rejects.toThrow('invalid private file key');
    await expect(storage.get('cv/../../secret')).rejects.toThrow('invalid private file key');
  });
});

it('the S3 leg writes objects under the bucket, path-style, making the bucket on a fresh service', async () => {
  const storage = storages[1]![1]();
  await storage.put(KEY, Buffer.from('x'), 'text/plain');
  expect([...s3.objects.keys()]).toContain(`/cep-prive/${KEY}`);
});
