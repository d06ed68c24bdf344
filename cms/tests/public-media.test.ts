import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import request from 'supertest';
import { companyAccount, memberOf } from './helpers/accounts';
import { fakeS3 } from './helpers/fake-s3';
import { readyOffers } from './helpers/offers';
import { startStrapi } from './helpers/strapi';

/**
 * Issue #37 item 3: public media lived on the disk of the instance that received them (a cover uploaded through one
 * instance was 404 on the other). With S3_BUCKET set they go to the bucket, under `public/`, and every instance
 * serves them from there. The bucket is the in-memory S3 of tests/helpers/fake-s3.ts (say so: no S3 server here).
 */
const BUCKET = 'cep-media';
let s3: Awaited<ReturnType<typeof fakeS3>>;
let strapi: Awaited<ReturnType<typeof startStrapi>>;
const http = () => request(strapi.server.httpServer);
const S3_ENV = () => ({ S3_BUCKET: BUCKET, S3_ENDPOINT: s3.url, S3_ACCESS_KEY_ID: 'cle', S3_SECRET_ACCESS_KEY: 'secret' });

beforeAll(async () => {
  s3 = await fakeS3();
  strapi = await startStrapi(S3_ENV());
});

afterAll(async () => {
  await strapi.stopTest();
  for (const key of Object.keys(S3_ENV())) delete process.env[key];
  await new Promise((resolve) => s3.server.close(resolve));
});

it('stores an uploaded cover in the bucket, never on the instance’s disk, and serves it from there with a long cache', async () => {
  const account = await companyAccount(strapi, 'Château Partagé');
  const owner = await memberOf(strapi, account, 'rh@partage.fr', { owner: true });
  const [id] = await readyOffers(strapi, owner.jwt, account.organisation.documentId);
  const png = await sharp({ create: { width: 1600, height: 400, channels: 3, background: '#7c1f3a' } })
    .png()
    .toBuffer();
  const { url } = (
    await http()
      .post(`/api/recrutement/offre/${id}/photocouverture`)
      .auth(owner.jwt, { type: 'bearer' })
      .attach('photocouverture', png, { filename: 'cover.png', contentType: 'image/png' })
      .expect(200)
  ).body as { url: string };

  expect(s3.objects.has(`/${BUCKET}/public${url.slice('/uploads'.length)}`)).toBe(true);
  expect(existsSync(path.join(strapi.dirs.static.public, url))).toBe(false);
  const served = await http().get(url).expect(200);
  expect(served.headers['content-type']).toBe('image/webp');
  expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(await sharp(served.body as Buffer).metadata()).toMatchObject({ width: 1366, height: 240 });

  // Replaced: the old one leaves the bucket. Never stored: 404, as for any path Cep does not write.
  await http()
    .post(`/api/recrutement/offre/${id}/photocouverture`)
    .auth(owner.jwt, { type: 'bearer' })
    .attach('photocouverture', png, { filename: 'cover.png', contentType: 'image/png' })
    .expect(200);
  await http().get(url).expect(404);
  await http().get('/uploads/offres/00000000-0000-4000-8000-000000000000.webp').expect(404);
  await http().get('/uploads/offres/page.php').expect(404);
});

it('copies what an instance kept on its disk to the bucket (npm run media:to-bucket)', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'cep-public-'));
  const name = '3f0c9a52-7d0e-4a5f-9a3c-2f3b4c5d6e7f.webp';
  mkdirSync(path.join(dir, 'uploads', 'entreprises'), { recursive: true });
  writeFileSync(
    path.join(dir, 'uploads', 'entreprises', name),
    await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .webp()
      .toBuffer(),
  );
  writeFileSync(path.join(dir, 'uploads', 'entreprises', 'notes.txt'), 'pas un média de Cep');
  try {
    const { stdout } = await promisify(execFile)(process.execPath, [path.join(__dirname, '..', 'scripts', 'public-media-to-bucket.cjs')], {
      env: { ...process.env, ...S3_ENV(), PUBLIC_MEDIA_DIR: dir },
    });
    expect(stdout).toContain('1 public files copied');
    await http().get(`/uploads/entreprises/${name}`).expect(200);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
