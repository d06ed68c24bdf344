import type { Core } from '@strapi/strapi';
import request from 'supertest';
import { createUserWithRole } from './users';

/** A candidate whose CV is complete enough to be sent (main form, an experience, a diploma, a language). */
export async function candidateWithCompleteCv(strapi: Core.Strapi, email: string, extra: Record<string, unknown> = {}) {
  const user = await createUserWithRole(strapi, 'candidat', email, extra);
  const http = () => request(strapi.server.httpServer);
  const as = (test: request.Test) => test.auth(user.jwt, { type: 'bearer' });
  await as(http().put('/api/candidat/cv'))
    .send({
      cvTitre: 'Caviste confirmé',
      cvAnneesExperience: 4,
      cvNiveauEtude: 4,
      cvRemuneration: 26000,
      cvContratSouhaite: [1],
      cvDomaines: [3],
      cvZonegeo: ['dep33'],
    })
    .expect(200);
  const item = { titre: 'Caviste', lieu: 'Bordeaux', debutMois: 9, debutAnnee: 2021, enCours: true };
  await as(http().post('/api/candidat/cv/experience')).send(item).expect(200);
  await as(http().post('/api/candidat/cv/diplome'))
    .send({ ...item, titre: 'BTS Viticulture-Œnologie', enCours: false, finMois: 6, finAnnee: 2021, debutAnnee: 2019 })
    .expect(200);
  const last = await as(http().post('/api/candidat/cv/langue')).send({ langue: 1, niveau: 2 }).expect(200);
  if (!last.body.cvComplet) throw new Error('the test CV is not complete');
  return user;
}
