import request from 'supertest';
import { startStrapi } from './helpers/strapi';

type Instance = Awaited<ReturnType<typeof startStrapi>>;
let strapi: Instance;
const http = () => request(strapi.server.httpServer);
const valid = {
  prenom: 'Camille',
  nom: 'Durand',
  email: 'camille.durand@example.fr',
  plainPassword: { first: 'Vendange2026!', second: 'Vendange2026!' },
};

beforeAll(async () => {
  strapi = await startStrapi();
});

afterAll(async () => {
  await strapi.stopTest();
});

describe('POST /api/inscription/candidat', () => {
  it('answers the field error map of the shared schema for a weak password', async () => {
    const res = await http()
      .post('/api/inscription/candidat')
      .send({ ...valid, plainPassword: { first: 'vendange', second: 'vendange' } })
      .expect(400);
    expect(res.body).toEqual({ code: 400, errors: { 'plainPassword.first': 'Le mot de passe ne respecte pas les règles indiquées.' } });
  });

  it('marks both password fields when they differ', async () => {
    const res = await http()
      .post('/api/inscription/candidat')
      .send({ ...valid, plainPassword: { first: 'Vendange2026!', second: 'Vendange2027!' } })
      .expect(400);
    expect(res.body.errors).toEqual({
      'plainPassword.first': 'Les mots de passe ne correspondent pas.',
      'plainPassword.second': 'Les mots de passe ne correspondent pas.',
    });
  });

  it.each(['role', 'confirmed', 'blocked', 'provider'])('refuses a body carrying %s', async (field) => {
    const res = await http()
      .post('/api/inscription/candidat')
      .send({ ...valid, [field]: 1 })
      .expect(400);
    expect(Object.keys(res.body.errors)).toEqual([field]);
  });

  it('creates a candidate, whose role comes from the endpoint', async () => {
    const res = await http().post('/api/inscription/candidat').send(valid).expect(200);
    expect(res.body).toEqual({ code: 200, id: expect.any(String) });
    const user = await strapi.db
      .query('plugin::users-permissions.user')
      .findOne({ where: { documentId: res.body.id }, populate: ['role'] });
    expect(user.role.type).toBe('candidat');
    expect(user.password).not.toBe(valid.plainPassword.first);
  });

  it('refuses a second account with the same e-mail', async () => {
    const res = await http()
      .post('/api/inscription/candidat')
      .send({ ...valid, email: 'CAMILLE.durand@example.fr' })
      .expect(400);
    expect(res.body.errors).toEqual({ email: 'Un compte existe déjà avec cette adresse e-mail.' });
  });
});
