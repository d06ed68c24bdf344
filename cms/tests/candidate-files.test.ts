import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { messages } from '@cep/domain';
import { startStrapi } from './helpers/strapi';
import { createUserWithRole } from './helpers/users';

/**
 * The candidate's photo and CV file (issue #11 items 1 and 5): checked by their bytes, kept in private
 * storage, downloaded only by their owner with headers that stop sniffing and caching.
 */
type Instance = Awaited<ReturnType<typeof startStrapi>>;
let strapi: Instance;
let lucas: string;
let chloe: string;
const http = () => request(strapi.server.httpServer);
const as = (jwt: string, test: request.Test) => test.auth(jwt, { type: 'bearer' });
const fixture = (name: string) => readFileSync(path.join(__dirname, '../../test-fixtures', name));
const upload = (jwt: string, file: 'photo' | 'fichier', bytes: Buffer, name: string) =>
  as(jwt, http().post(`/api/candidat/cv/${file}`)).attach(file === 'photo' ? 'photo' : 'cvFichier', bytes, name);
/** supertest hands binary bodies back as a Buffer with this parser. */
const binary = (res: request.Response, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

beforeAll(async () => {
  strapi = await startStrapi();
  lucas = (await createUserWithRole(strapi, 'candidat', 'lucas@exemple.fr')).jwt;
  chloe = (await createUserWithRole(strapi, 'candidat', 'chloe@exemple.fr')).jwt;
});

afterAll(async () => {
  await strapi.stopTest();
});

describe('the CV file', () => {
  it('keeps a PDF with its name and serves it back privately', async () => {
    const saved = await upload(lucas, 'fichier', fixture('cv.pdf'), 'Mon CV – Lucas.pdf').expect(200);
    expect(saved.body).toEqual({ code: 200, fichier: { nom: 'Mon CV – Lucas.pdf', taille: fixture('cv.pdf').length } });
    expect((await as(lucas, http().get('/api/candidat/cv')).expect(200)).body.fichier).toEqual(saved.body.fichier);

    const download = await as(lucas, http().get('/api/candidat/cv/fichier')).buffer(true).parse(binary).expect(200);
    expect(Buffer.compare(download.body as Buffer, fixture('cv.pdf'))).toBe(0);
    expect(download.headers).toMatchObject({
      'content-type': 'application/pdf',
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    });
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="Mon CV  Lucas.pdf"; filename*=UTF-8''Mon%20CV%20%E2%80%93%20Lucas.pdf`,
    );
  });

  it('names the file by what it is, and never stores it under public/', async () => {
    const saved = await upload(lucas, 'fichier', fixture('lettre.docx'), '../../etc/cv.pdf').expect(200);
    expect(saved.body.fichier.nom).toBe('cv.docx');
    const uploads = path.join(strapi.dirs.static.public, 'uploads');
    const stored = (await strapi.documents('api::candidate.candidate').findFirst({ filters: { user: { email: 'lucas@exemple.fr' } } }))!;
    const key = (stored.cvFichier as { cle: string }).cle;
    expect(key).toMatch(/^cv\/[0-9a-f-]{36}$/);
    expect(existsSync(path.join(uploads, key))).toBe(false);
    expect(existsSync(path.join(process.env.PRIVATE_FILES_DIR!, key))).toBe(true);
  });

  it.each([
    ['programme.pdf', 'a renamed executable'],
    ['polyglotte.pdf', 'a PDF/HTML polyglot'],
    ['vide.pdf', 'an empty file'],
    ['archive.docx', 'a plain ZIP named .docx'],
  ])('refuses %s (%s) and keeps the previous file', async (name) => {
    const refused = await upload(lucas, 'fichier', fixture(name), name).expect(400);
    expect(refused.body.errors).toEqual({ cvFichier: messages.cvFormat });
    expect((await as(lucas, http().get('/api/candidat/cv')).expect(200)).body.fichier.nom).toBe('cv.docx');
  });

  it('refuses a 3 MB PDF', async () => {
    const big = Buffer.concat([fixture('cv.pdf'), Buffer.alloc(3 * 1024 * 1024, 0x20), Buffer.from('%%EOF')]);
    const refused = await upload(lucas, 'fichier', big, 'gros.pdf').expect(400);
    expect(refused.body.errors).toEqual({ cvFichier: 'Le fichier est trop lourd (max: 1 MB )' });
  });

  it('is the caller’s own: another candidate has none, and removal deletes the stored file', async () => {
    await as(chloe, http().get('/api/candidat/cv/fichier')).expect(404);
    const stored = (await strapi.documents('api::candidate.candidate').findFirst({ filters: { user: { email: 'lucas@exemple.fr' } } }))!;
    const key = (stored.cvFichier as { cle: string }).cle;
    await as(lucas, http().delete('/api/candidat/cv/fichier')).expect(200);
    expect(existsSync(path.join(process.env.PRIVATE_FILES_DIR!, key))).toBe(false);
    expect((await as(lucas, http().get('/api/candidat/cv')).expect(200)).body.fichier).toBeNull();
    await as(lucas, http().get('/api/candidat/cv/fichier')).expect(404);
  });

  it('is not for visitors', async () => {
    const answer = await http().get('/api/candidat/cv/fichier');
    expect([401, 403]).toContain(answer.status);
  });
});

describe('the photo', () => {
  it('is re-encoded as a 400 × 400 WebP and shown inline to its owner', async () => {
    await upload(lucas, 'photo', fixture('photo.jpg'), 'moi.jpg').expect(200);
    expect((await as(lucas, http().get('/api/candidat/cv')).expect(200)).body.photo).toBe(true);
    const photo = await as(lucas, http().get('/api/candidat/cv/photo')).buffer(true).parse(binary).expect(200);
    expect(photo.headers['content-type']).toBe('image/webp');
    expect(photo.headers['content-disposition']).toMatch(/^inline;/);
    const { default: sharp } = await import('sharp');
    expect(await sharp(photo.body as Buffer).metadata()).toMatchObject({ format: 'webp', width: 400, height: 400 });
  });

  it('refuses a document, and an image over 2 MB', async () => {
    expect((await upload(lucas, 'photo', fixture('cv.pdf'), 'photo.jpg').expect(400)).body.errors).toEqual({
      photo: messages.imageInvalide,
    });
    const big = Buffer.concat([fixture('photo.jpg'), Buffer.alloc(2 * 1024 * 1024)]);
    expect((await upload(lucas, 'photo', big, 'grande.jpg').expect(400)).body.errors).toEqual({
      photo: 'Le fichier est trop lourd (max: 2 MB )',
    });
  });
});
