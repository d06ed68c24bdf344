import request from 'supertest';
import { ensureRoles, ROLES } from '../src/bootstrap/roles';
import { seedDemoData } from '../src/seed/demo';
import { startStrapi } from './helpers/strapi';

type Instance = Awaited<ReturnType<typeof startStrapi>>;
let strapi: Instance;

beforeAll(async () => {
  strapi = await startStrapi();
});

afterAll(async () => {
  await strapi.stopTest();
});

describe('roles', () => {
  it('creates every Cep role once, even when bootstrap runs again', async () => {
    const first = await ensureRoles(strapi);
    const second = await ensureRoles(strapi);
    expect(second).toEqual(first);
    const roles = await strapi.db.query('plugin::users-permissions.role').findMany({});
    const types = roles.map((r: { type: string }) => r.type).sort();
    expect(types).toEqual(['authenticated', 'public', ...Object.keys(ROLES)].sort());
  });

  it('puts back the permission table when a grant was added by hand', async () => {
    const roles = await ensureRoles(strapi);
    await strapi.db
      .query('plugin::users-permissions.permission')
      .create({ data: { action: 'api::backoffice.offer.update', role: roles.editeur } });
    await ensureRoles(strapi);
    const grants = await strapi.db.query('plugin::users-permissions.permission').findMany({ where: { role: roles.editeur } });
    expect(grants.map((g: { action: string }) => g.action)).not.toContain('api::backoffice.offer.update');
  });
});

describe('demo data', () => {
  it('seeds an empty database once, with offers found by a misspelt search', async () => {
    const roles = await ensureRoles(strapi);
    await seedDemoData(strapi, roles);
    await seedDemoData(strapi, roles);
    expect(await strapi.documents('api::offer.offer').count({})).toBe(36);
    const res = await request(strapi.server.httpServer).get('/api/search/offres').query({ q: 'vendageur' }).expect(200);
    expect(res.body.total).toBeGreaterThan(0);
    expect(res.body.hits.every((h: { title: string }) => /vendang/i.test(h.title) || /vendang/i.test(h.text))).toBe(true);
  });

  it('keeps every offer searchable when a company is updated (its offers are re-indexed)', async () => {
    const total = async () => (await request(strapi.server.httpServer).get('/api/search/offres')).body.total as number;
    const before = await total();
    const company = await strapi.documents('api::company.company').findFirst({ filters: { societeRaisonsocial: 'Vignobles Delmas' } });
    await strapi.documents('api::company.company').update({ documentId: company!.documentId, data: { description: 'Mise à jour' } });
    expect(await total()).toBe(before);
  });

  it('lets the demo moderator log in', async () => {
    const res = await request(strapi.server.httpServer)
      .post('/api/auth/local')
      .send({ identifier: 'moderateur@cep.demo', password: 'Vendanges2026!' })
      .expect(200);
    await request(strapi.server.httpServer).get('/api/backoffice/me').auth(res.body.jwt, { type: 'bearer' }).expect(200);
  });

  it('links the recruiter to a company that has a subsidiary', async () => {
    const user = await strapi.db
      .query('plugin::users-permissions.user')
      .findOne({ where: { email: 'recruteur@cep.demo' }, populate: { company: { populate: ['filiales'] } } });
    expect(user.company.societeRaisonsocial).toBe('Vignobles Delmas');
    expect(user.company.filiales.map((f: { societeRaisonsocial: string }) => f.societeRaisonsocial)).toEqual(['Domaine Delmas Bourgogne']);
  });
});
