import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { env } from '@strapi/utils';
import serverConfig from '../config/server';
import { adminCredentialsFile } from '../src/bootstrap/admin';
import { startStrapi } from './helpers/strapi';

/** Issue #10, item 1: nobody who reaches the cms port may register as Strapi's super admin. */
type Instance = Awaited<ReturnType<typeof startStrapi>>;
let strapi: Instance;
const http = () => request(strapi.server.httpServer);
const dir = mkdtempSync(path.join(tmpdir(), 'cep-admin-'));
const credentialsFile = path.join(dir, 'admin-credentials.txt');

beforeAll(async () => {
  // An empty database: the admin is created by this start, as by a first one.
  strapi = await startStrapi({ ADMIN_CREDENTIALS_FILE: credentialsFile, ADMIN_EMAIL: 'technique@cep.test' }, { emptyDatabase: true });
});

afterAll(async () => {
  await strapi.stopTest();
  rmSync(dir, { recursive: true, force: true });
});

describe('the technical admin exists from the first start', () => {
  it('GET /admin/init says an admin exists on a fresh database', async () => {
    const res = await http().get('/admin/init').expect(200);
    expect(res.body.data.hasAdmin).toBe(true);
  });

  it('POST /admin/register-admin is refused to an anonymous caller', async () => {
    const res = await http()
      .post('/admin/register-admin')
      .send({ email: 'intrus@evil.example', firstname: 'Intrus', password: 'Intrus-2026-password' });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(await strapi.db.query('admin::user').count({ where: { email: 'intrus@evil.example' } })).toBe(0);
  });

  it('keeps the generated password in a file only its owner reads, and it logs in', async () => {
    expect(statSync(credentialsFile).mode & 0o777).toBe(0o600);
    const text = readFileSync(credentialsFile, 'utf8');
    const email = /e-mail\s*:\s*(\S+)/.exec(text)?.[1];
    const password = /mot de passe\s*:\s*(\S+)/.exec(text)?.[1];
    expect(email).toBe('technique@cep.test');
    expect(password?.length).toBeGreaterThanOrEqual(20);
    const admin = await strapi.db.query('admin::user').findOne({ where: { email }, populate: ['roles'] });
    expect(admin.roles.map((r: { code: string }) => r.code)).toEqual(['strapi-super-admin']);
    await http().post('/admin/login').send({ email, password }).expect(200);
  });
});

describe('where the credentials are kept', () => {
  const fake = (filename: string) =>
    ({
      dirs: { app: { root: '/srv/cms' } },
      config: { get: () => ({ client: 'sqlite', connection: { filename } }) },
    }) as never;

  it('beside the database they belong to, so another stack (e2e, bench) never overwrites them', () => {
    const saved = process.env.ADMIN_CREDENTIALS_FILE;
    delete process.env.ADMIN_CREDENTIALS_FILE;
    try {
      expect(adminCredentialsFile(fake('/srv/cms/.tmp/data.db'))).toBe('/srv/cms/.tmp/admin-credentials.txt');
      expect(adminCredentialsFile(fake('/srv/cms/.tmp/e2e.db'))).toBe('/srv/cms/.tmp/e2e-admin-credentials.txt');
      process.env.ADMIN_CREDENTIALS_FILE = 'secrets/admin.txt';
      expect(adminCredentialsFile(fake('/srv/cms/.tmp/e2e.db'))).toBe('/srv/cms/secrets/admin.txt');
    } finally {
      if (saved === undefined) delete process.env.ADMIN_CREDENTIALS_FILE;
      else process.env.ADMIN_CREDENTIALS_FILE = saved;
    }
  });
});

describe('where the cms listens', () => {
  it('listens on loopback unless HOST says otherwise', () => {
    const saved = process.env.HOST;
    delete process.env.HOST;
    try {
      expect(serverConfig({ env } as never).host).toBe('127.0.0.1');
      process.env.HOST = '0.0.0.0';
      expect(serverConfig({ env } as never).host).toBe('0.0.0.0');
    } finally {
      if (saved === undefined) delete process.env.HOST;
      else process.env.HOST = saved;
    }
  });
});
